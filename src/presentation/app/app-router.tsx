import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { ServerErrorPage } from '../pages/server-error-page';
import { ShellPage } from '../pages/shell-page';
import { ALL_ROUTES } from './route-table';
import { ROUTE_PAGES } from './route-pages';

function pageFor(id: string) {
  const Page = ROUTE_PAGES[id];
  return Page ? <Page /> : <ShellPage id={id} />;
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ServerErrorPage />,
    children: [
      ...ALL_ROUTES.map((route) => ({ path: route.path, element: pageFor(route.id) })),
      { path: '/404', element: <NotFoundPage /> },
      { path: '/500', element: <ServerErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
