/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { ActionModal, SafeCheckField } from '../../../../src/presentation/security/action-modal';
import type { Outcome } from '../../../../src/presentation/security/security.store';
import { createTestI18n } from '../../../support/test-i18n';

function setup(language: string, answers: Outcome[]) {
  const i18n = createTestI18n();
  void i18n.changeLanguage(language);
  const sent: Record<string, string | undefined>[] = [];
  let closed = 0;
  render(
    <I18nextProvider i18n={i18n}>
      <ActionModal<{ code?: string; totp?: string }>
        title="Anti-phishing"
        open
        testId="anti"
        onClose={() => (closed += 1)}
        onSubmit={(values) => {
          sent.push(values);
          return Promise.resolve(answers.shift() ?? { ok: true });
        }}
      >
        <Form.Item name="code" label="Code">
          <Input data-testid="anti-code" />
        </Form.Item>
        <SafeCheckField show />
      </ActionModal>
    </I18nextProvider>,
  );
  return { sent, closed: () => closed };
}

async function submit(code: string, totp: string) {
  fireEvent.change(screen.getByTestId('anti-code'), { target: { value: code } });
  fireEvent.change(screen.getByTestId('safe-check-totp'), { target: { value: totp } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('anti-ok'));
  });
}

describe('a security action with a wrong 2FA code', () => {
  it('stays open, keeps what was typed and says the problem under the code field', async () => {
    const { sent, closed } = setup('en', [{ ok: false, message: 'totp: wrong code (4 tries left)' }]);
    await submit('PHISH1', '123456');
    await waitFor(() => expect(screen.getByText('Wrong code. Attempts left: 4')).toBeTruthy());
    expect(sent).toEqual([{ code: 'PHISH1', totp: '123456' }]);
    expect(closed()).toBe(0);
    expect((screen.getByTestId('anti-code') as HTMLInputElement).value).toBe('PHISH1');
    expect((screen.getByTestId('safe-check-totp') as HTMLInputElement).value).toBe('123456');
    expect(screen.queryByTestId('anti-refusal')).toBeNull();
  });

  it('says it in Russian', async () => {
    setup('ru', [{ ok: false, message: 'totp: wrong code; locked for 15 minutes' }]);
    await submit('PHISH1', '123456');
    await waitFor(() => expect(screen.getByText('Неверный код. Слишком много попыток: повторите через 15 мин')).toBeTruthy());
  });

  it('shows another refusal above the buttons without the internal field name, and closes once accepted', async () => {
    const { closed } = setup('en', [{ ok: false, message: 'antiPhishingCode: none is set' }]);
    await submit('PHISH1', '123456');
    await waitFor(() => expect(screen.getByTestId('anti-refusal').textContent).toBe('none is set'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('anti-ok'));
    });
    await waitFor(() => expect(closed()).toBe(1));
  });
});
