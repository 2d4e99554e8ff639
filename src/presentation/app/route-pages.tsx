import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Pages that are built, each its own chunk so the public pages never load trading code.
 * A route missing here renders the shell page with its title.
 */
export const ROUTE_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  home: lazy(() => import('../pages/home-page')),
};
