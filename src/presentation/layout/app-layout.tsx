import { Alert, Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthHost } from '../auth/auth-host';
import { ExchangeConfigStore } from '../config/exchange-config.store';
import { ConnectionStore } from '../market/connection.store';
import { TickerStateStore } from '../market/ticker-state.store';
import { useInjection } from '../shared/container-context';
import { PageSpinner } from '../shared/page-spinner';
import { ViewportStore } from '../shared/viewport.store';
import { TrackingHost } from '../tracking/consent-banner';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { RouteErrorBoundary } from './route-error-boundary';

/** The shell: on load it opens the market socket and tracks the visible window height (spec §1). */
export const AppLayout = observer(function AppLayout() {
  const connection = useInjection(ConnectionStore);
  const tickers = useInjection(TickerStateStore);
  const viewport = useInjection(ViewportStore);
  const exchangeConfig = useInjection(ExchangeConfigStore);
  const { t } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    connection.start();
    tickers.start();
    viewport.start();
    void exchangeConfig.start();
  }, [connection, tickers, viewport, exchangeConfig]);

  useEffect(() => {
    window.scrollTo(0, 0); // Chromium may return a promise here: an effect must not return it
  }, [pathname]);

  const config = exchangeConfig.config.status === 'success' ? exchangeConfig.config.value : undefined;
  return (
    <Layout style={{ minHeight: 'var(--app-height, 100vh)' }}>
      <a href="#main" className="skip-link">{t('header.skipToContent')}</a>
      <AppHeader />
      {config?.maintenance && <Alert type="warning" banner showIcon message={t('config.maintenance')} />}
      {config?.announcement && <Alert type="info" banner showIcon message={config.announcement} closable />}
      <Layout.Content id="main">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Layout.Content>
      <AppFooter />
      <AuthHost />
      <TrackingHost />
    </Layout>
  );
});
