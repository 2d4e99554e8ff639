import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ScrollRestoration, useLocation } from '../shared/navigation';
import { PageSpinner } from '../shared/page-spinner';
import { runtimeLazy } from '../shared/runtime-lazy';
import { ConsentBanner } from '../tracking/consent-banner';
import { AppHeader } from './app-header';
import { RouteErrorBoundary } from './route-error-boundary';

const ShellRuntime = runtimeLazy(() => import('./shell-runtime'));
/** Fetches the shell's runtime half (the boot waits for it before it watches for its mount). */
export const loadShellRuntime = ShellRuntime.load;
const AppFooter = runtimeLazy(() => import('./app-footer'));

/**
 * The light shell and the root route (docs/adr/0010-light-public-shell.md): header, the route's page (`Outlet`) and footer render without antd or the
 * DI container, and so does the consent banner (`askConsent`: the boot read the preference); `ShellRuntime` starts the market socket and the shell's stores once the container is ready.
 */
export function AppLayout({ askConsent = false }: { askConsent?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <div className="ex-app">
      <a href="#main" className="skip-link">
        {t('header.skipToContent')}
      </a>
      <AppHeader />
      <Suspense fallback={null}>
        <ShellRuntime />
      </Suspense>
      <main id="main" className="ex-main">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <AppFooter />
      </Suspense>
      <ConsentBanner ask={askConsent} />
      <ScrollRestoration />
    </div>
  );
}
