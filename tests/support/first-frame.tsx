import { act, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { I18nInstance } from '../../src/infrastructure/i18n/i18next-translator.adapter';
import { ContainerProvider, type EarlyServices } from '../../src/presentation/shared/container-context';
import { createTestContainer } from './test-container';

/**
 * A route's page in its first frame, before the runtime: the container never arrives, and the light phase's early
 * services (`early`) are all the page has (docs/adr/0010-light-public-shell.md).
 */
export async function renderFirstFrame(page: ReactElement, early: EarlyServices): Promise<void> {
  const i18n = createTestContainer().container.get<I18n>(I18nInstance);
  const never = new Promise<Container>(() => undefined);
  await act(async () => {
    render(
      <MemoryRouter>
        <ContainerProvider container={never} early={early}>
          <I18nextProvider i18n={i18n}>{page}</I18nextProvider>
        </ContainerProvider>
      </MemoryRouter>,
    );
  });
}
