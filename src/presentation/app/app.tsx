import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { AppLayout } from '../layout/app-layout';
import { ContainerProvider, type EarlyServices } from '../shared/container-context';

/**
 * Providers of the light shell: the DI container (or its promise while the runtime chunk loads), the services the
 * light phase builds before it, and translations.
 * The router is wouter's browser location; antd's providers wrap only the views built from antd (AntdScope).
 */
export function App({ container, early, i18n, askConsent }: { container: Container | Promise<Container>; early: EarlyServices; i18n: I18n; askConsent: boolean }) {
  return (
    <ContainerProvider container={container} early={early}>
      <I18nextProvider i18n={i18n}>
        <AppLayout askConsent={askConsent} />
      </I18nextProvider>
    </ContainerProvider>
  );
}
