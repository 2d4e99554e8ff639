import { CAPABILITIES } from '.';

/**
 * The capabilities whose DI modules the page of `routeId` needs, in the list's order: the every-page ones, the
 * route's own capability and what it uses. An unknown route (the status pages) needs the every-page ones only.
 * Only the runtime reads this (the light shell does not carry it).
 */
export function modulesForRoute(routeId: string | undefined): string[] {
  const wanted = new Set<string>();
  const add = (id: string) => {
    if (wanted.has(id)) return;
    wanted.add(id);
    for (const used of CAPABILITIES.find((c) => c.id === id)?.uses ?? []) add(used);
  };
  for (const capability of CAPABILITIES) if (capability.everyPage) add(capability.id);
  const owner = CAPABILITIES.find((capability) => capability.routes.some((route) => route.id === routeId));
  if (owner) add(owner.id);
  return CAPABILITIES.filter((capability) => capability.module && wanted.has(capability.id)).map((capability) => capability.id);
}
