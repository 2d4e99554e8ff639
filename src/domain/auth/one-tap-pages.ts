import { matchRoute, type RouteDef } from '../navigation/route';

/**
 * Where one-tap sign-in lands from `pathname` (the public pages whose route offers it, `oneTap` in the
 * route table): its `redirect` (home goes to `/trade`), else the page itself; `undefined` means no one-tap here.
 */
export function oneTapRedirect(routes: readonly RouteDef[], pathname: string): string | undefined {
  const route = matchRoute(routes, pathname);
  if (!route?.oneTap) return undefined;
  return route.oneTap.redirect ?? pathname;
}
