import { createElement, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { STATUS_PATHS, type RouteDef } from '../../domain/navigation/route';
import type { AccountMenuEntry } from '../account/account-menu';
import { AppLayout } from '../layout/app-layout';
import { AntdScope } from '../shared/antd-scope';
import { RouteContainer } from '../shared/container-context';
import { runtimeLazy } from '../shared/runtime-lazy';
import { Spinner } from '../ui/surface';
import { accountFrame, pageComponent } from './route-pages';

// The status and shell pages are small chunks of their own: the home route does not carry them.
const NotFoundPage = lazy(() => import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const ServerErrorPage = lazy(() => import('../pages/server-error-page').then((m) => ({ default: m.ServerErrorPage })));
const ShellPage = lazy(() => import('../pages/shell-page').then((m) => ({ default: m.ShellPage })));
// The signed-in frame needs the session (the DI container): private routes and the account centre's menu.
const RequireSession = runtimeLazy(() => import('../session/require-session'));

function RoutePage({ route, accountMenu }: { route: RouteDef; accountMenu: readonly AccountMenuEntry[] }) {
  const { t } = useTranslation();
  // Chosen once per mount: the loaded module or its lazy wrapper; switching later would remount the page.
  const [Page] = useState(() => pageComponent(route));
  const [AccountFrame] = useState(() => accountFrame.current());
  const page = Page ? <RouteContainer routeId={route.id}>{createElement(Page)}</RouteContainer> : <ShellPage id={route.id} />;
  const spinner = <Spinner label={t('header.loading')} />;
  let view = page;
  if (route.firstPaint === 'antd') view = <AntdScope fallback={spinner}>{page}</AntdScope>;
  // the account centre's frame is light: it paints at once, an antd page loads inside it
  if (route.frame === 'account')
    view = (
      <Suspense fallback={spinner}>
        <AccountFrame menu={accountMenu} current={route.id}>
          {view}
        </AccountFrame>
      </Suspense>
    );
  // a private light page guards itself behind its placeholder (session/private-page.tsx)
  if (route.access === 'private' && route.firstPaint !== 'light')
    return (
      <Suspense fallback={spinner}>
        <RequireSession>{view}</RequireSession>
      </Suspense>
    );
  return view;
}

/**
 * The route objects of the app: the light layout around every route of the table, then the status pages. A path
 * no route answers shows the 404 page (the static host answers it with HTTP 404).
 */
export function appRoutes(routes: readonly RouteDef[], options: { askConsent?: boolean } = {}): RouteObject[] {
  const accountMenu = routes
    .filter((route) => route.accountMenu !== undefined)
    .sort((a, b) => a.accountMenu! - b.accountMenu!)
    .map((route) => ({ id: route.id, path: route.path }));
  return [
    {
      element: <AppLayout askConsent={options.askConsent} />,
      children: [
        ...routes.map((route) => ({ id: route.id, path: route.path, element: <RoutePage route={route} accountMenu={accountMenu} /> })),
        { path: STATUS_PATHS.notFound, element: <NotFoundPage /> },
        { path: STATUS_PATHS.serverError, element: <ServerErrorPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The routes of the table, rendered by react-router-dom (inside `<BrowserRouter>` in the browser, `<MemoryRouter>` in tests). */
export function AppRoutes({ routes, askConsent }: { routes: readonly RouteDef[]; askConsent?: boolean }) {
  const [objects] = useState(() => appRoutes(routes, { askConsent }));
  return useRoutes(objects);
}
