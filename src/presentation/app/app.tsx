import { App as AntApp, ConfigProvider } from 'antd';
import type { Container } from 'inversify';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { TOAST_POLICY } from '../../domain/shared/toast-policy';
import { ContainerProvider } from '../shared/container-context';
import { ToastBridge } from '../shared/toast-bridge';
import { useAntdLocale } from '../locale/use-antd-locale';
import { createAppRouter } from './app-router';
import { exchangeTheme } from './theme';

/** Providers: DI container, translations, theme, antd App (toasts), router. */
export function App({ container, i18n }: { container: Container; i18n: I18n }) {
  const [router] = useState(createAppRouter);
  const antdLocale = useAntdLocale(i18n);
  useEffect(() => () => router.dispose(), [router]);
  return (
    <ContainerProvider container={container}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={exchangeTheme} locale={antdLocale}>
          <AntApp message={{ top: TOAST_POLICY.topOffset, maxCount: TOAST_POLICY.maxCount, duration: TOAST_POLICY.durationMs / 1000 }}>
            <ToastBridge />
            <RouterProvider router={router} />
          </AntApp>
        </ConfigProvider>
      </I18nextProvider>
    </ContainerProvider>
  );
}
