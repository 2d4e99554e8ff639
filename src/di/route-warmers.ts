import type { Container } from 'inversify';
import { RouteWarmer } from '../application/shared/route-warmer';
import type { RouteParams } from '../domain/navigation/route';

/**
 * Starts what the bound capabilities read for `routeId`'s first view (their `RouteWarmer`s): the runtime calls it
 * as the user means to open the route (src/route-intent.ts). A capability whose module is not bound warms nothing.
 */
export function warmRoute(container: Container, routeId: string, params: RouteParams = {}): void {
  if (!container.isBound(RouteWarmer)) return;
  for (const warmer of container.getAll<RouteWarmer>(RouteWarmer)) {
    if (!warmer.routes.includes(routeId)) continue;
    try {
      warmer.warm(params);
    } catch {
      // a head start only: the view starts the same store as it renders, and shows what failed
    }
  }
}
