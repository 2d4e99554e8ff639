import type { ComponentType } from 'react';
import { matchRoute, type RouteDef } from '../../domain/navigation/route';
import { trackedLazy, type TrackedLazy } from '../shared/tracked-lazy';
import { pageModuleLoader } from './page-modules';

type PageModule = { default: ComponentType };

const PAGES = new Map<string, TrackedLazy<ComponentType>>();

/** The lazy page of a route (each page module its own chunk, so public pages never load trading code). */
function pageOf(route: RouteDef): TrackedLazy<ComponentType> | undefined {
  if (!route.page) return undefined;
  let page = PAGES.get(route.id);
  if (!page) {
    const load = pageModuleLoader(route.page) as () => Promise<PageModule>;
    page = trackedLazy(load);
    PAGES.set(route.id, page);
  }
  return page;
}

/** The account centre's frame (light: account/account-frame.tsx), a chunk of its own that its routes preload. */
export const accountFrame = trackedLazy(() => import('../account/account-frame'));

/** The page component of a route (the module once preloaded, else a lazy one); undefined if not built yet. */
export const pageComponent = (route: RouteDef): ComponentType | undefined => pageOf(route)?.current();

/**
 * Starts loading the chunk of the page at `pathname` at boot (and of its frame, if it has one), alongside the
 * translations. Resolves when they are loaded or failed.
 */
export async function preloadPage(routes: readonly RouteDef[], pathname: string): Promise<void> {
  const route = matchRoute(routes, pathname);
  const page = route && pageOf(route);
  // a failure is reported by the route's lazy() when it renders
  await Promise.allSettled([page?.load(), route?.frame === 'account' ? accountFrame.load() : undefined]);
}
