import type { RouteParams } from './domain/navigation/route';
import { ROUTES } from './capabilities';
import { browserRoutePrefetch } from './infrastructure/platform/route-prefetch-browser';
import { markBoot } from './presentation/shared/boot-marks';
import { onFirstInput, watchLinkIntents } from './presentation/shared/link-intent';
import { onNavigationIntent } from './presentation/shared/navigation';

/**
 * A route's chunks fetched as the user means to go there (infrastructure/platform/route-prefetch.ts), a signed-in
 * member's panels with them (`signedIn`), and what its first view reads started (`warm`, the bound capabilities'
 * `RouteWarmer`s): a link pressed or entered (presentation/shared/link-intent.ts), and every `navigate()` as it
 * starts. Started by the boot once the first page has had its data (part of the runtime's chunk: the home route's JS
 * stays within its budget, ADR 0011). The route list is read at the page's first input, so that a page no one touches
 * does not fetch it, and the pointer's way to a link gives it the time to arrive.
 */
export function startRouteIntent(warm: (routeId: string, params: RouteParams) => void, signedIn: () => boolean): () => void {
  const prefetch = browserRoutePrefetch(ROUTES, signedIn);
  const intend = (to: string) => {
    const found = prefetch.route(to);
    if (found) warm(found.route.id, found.params);
  };
  const stops = [onFirstInput(document, () => prefetch.readList()), watchLinkIntents(document, intend), onNavigationIntent(intend)];
  markBoot('route-intent');
  return () => stops.forEach((stop) => stop());
}
