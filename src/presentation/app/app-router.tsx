import { createElement, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { AntdScope } from '../shared/antd-scope';
import { Spinner } from '../ui/surface';
import { ALL_ROUTES } from './route-table';
import { LIGHT_PAGES, pageComponent } from './route-pages';

// The status and shell pages are small chunks of their own: the home route does not carry them.
const NotFoundPage = lazy(() => import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const ServerErrorPage = lazy(() => import('../pages/server-error-page').then((m) => ({ default: m.ServerErrorPage })));
const ShellPage = lazy(() => import('../pages/shell-page').then((m) => ({ default: m.ShellPage })));

function PageFor({ id }: { id: string }) {
  const { t } = useTranslation();
  // Chosen once per mount: the loaded module or its lazy wrapper; switching later would remount the page.
  const [Page] = useState(() => pageComponent(id));
  if (!Page) return <ShellPage id={id} />;
  const page = createElement(Page);
  if (LIGHT_PAGES.has(id)) return page;
  return <AntdScope fallback={<Spinner label={t('header.loading')} />}>{page}</AntdScope>;
}

/** Every route of spec §2, then the status pages; the first match wins (so `/blog/find` before `/blog/:id`). */
export function AppRoutes() {
  return (
    <Switch>
      {ALL_ROUTES.map((route) => (
        <Route key={route.id} path={route.path}>
          <PageFor id={route.id} />
        </Route>
      ))}
      <Route path="/404"><NotFoundPage /></Route>
      <Route path="/500"><ServerErrorPage /></Route>
      <Route><NotFoundPage /></Route>
    </Switch>
  );
}
