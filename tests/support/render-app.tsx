import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from '../../src/presentation/app/app-router';
import { exchangeTheme } from '../../src/presentation/app/theme';
import { ContainerProvider } from '../../src/presentation/shared/container-context';
import { I18nInstance } from '../../src/infrastructure/i18n/i18next-translator.adapter';

/** Renders the real routes and shell at `path` with the test container's fakes behind them. */
export function renderApp(container: Container, path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const i18n = container.get<I18n>(I18nInstance);
  return {
    router,
    ...render(
      <ContainerProvider container={container}>
        <I18nextProvider i18n={i18n}>
          <ConfigProvider theme={exchangeTheme}>
            <AntApp>
              <RouterProvider router={router} />
            </AntApp>
          </ConfigProvider>
        </I18nextProvider>
      </ContainerProvider>,
    ),
  };
}
