/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MAX_LABEL_LENGTH } from '../../../../src/domain/api-keys/api-key';
import { CreateKeyDialog } from '../../../../src/presentation/api-keys/api-key-dialogs';
import { EMPTY_DRAFT, draftProblems } from '../../../../src/presentation/api-keys/api-key-form';
import type { ApiKeysStore } from '../../../../src/presentation/api-keys/api-keys.store';
import { createTestI18n } from '../../../support/test-i18n';

describe('the API-key label', () => {
  it('takes no more characters than the rule allows (40), and the message names the same limit', () => {
    const draft = { ...EMPTY_DRAFT, label: 'x'.repeat(41) };
    const store = {
      creating: true,
      busy: false,
      draft,
      problems: draftProblems(draft),
      setDraft: () => undefined,
      closeCreate: () => undefined,
      submitCreate: () => Promise.resolve(),
    };
    const i18n = createTestI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <CreateKeyDialog store={store as unknown as ApiKeysStore} />
      </I18nextProvider>,
    );
    expect(MAX_LABEL_LENGTH).toBe(40);
    expect(screen.getByTestId('api-key-label').getAttribute('maxlength')).toBe('40');
    expect(screen.getByText('At most 40 characters')).toBeTruthy();
    expect(i18n.getFixedT('ru', 'apiKeys')('form.errors.label_tooLong', { max: MAX_LABEL_LENGTH })).toBe('Не более 40 символов');
  });
});
