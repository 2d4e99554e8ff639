import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppLayout } from '../../src/presentation/layout/app-layout';
import { ContainerProvider } from '../../src/presentation/shared/container-context';
import { I18nInstance } from '../../src/infrastructure/i18n/i18next-translator.adapter';

/** Renders the real routes and shell at `path` with the test container's fakes behind them. */
export function renderApp(container: Container, path: string) {
  const location = memoryLocation({ path, record: true });
  const i18n = container.get<I18n>(I18nInstance);
  return {
    location,
    ...render(
      <ContainerProvider container={container}>
        <I18nextProvider i18n={i18n}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <AppLayout />
          </Router>
        </I18nextProvider>
      </ContainerProvider>,
    ),
  };
}
