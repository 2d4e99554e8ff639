import type { CapabilityManifest } from '../domain/navigation/route';
import { CAPABILITIES } from '.';

/** `ids` with every capability they use, transitively, as the list orders the capabilities with a module. */
function withUses(ids: readonly string[]): string[] {
  const wanted = new Set<string>();
  const add = (id: string) => {
    if (wanted.has(id)) return;
    wanted.add(id);
    for (const used of CAPABILITIES.find((c) => c.id === id)?.uses ?? []) add(used);
  };
  ids.forEach(add);
  return CAPABILITIES.filter((capability) => capability.module && wanted.has(capability.id)).map((capability) => capability.id);
}

/** The capabilities marked `everyPage`: the frame's. */
const everyPage = (): string[] => CAPABILITIES.filter((capability) => capability.everyPage).map((capability) => capability.id);

/** The capability whose route `routeId` is; undefined for an unknown route. */
export function ownerOfRoute(routeId: string | undefined): CapabilityManifest | undefined {
  return CAPABILITIES.find((capability) => capability.routes.some((route) => route.id === routeId));
}

/**
 * The capabilities whose DI modules the page of `routeId` needs, in the list's order: the every-page ones, the
 * route's own capability and what it uses. An unknown route (the status pages) needs the every-page ones only.
 * Only the runtime reads this (the light shell does not carry it).
 */
export function modulesForRoute(routeId: string | undefined): string[] {
  const owner = ownerOfRoute(routeId);
  return withUses([...everyPage(), ...(owner ? [owner.id] : [])]);
}

/**
 * The DI modules a capability's views need when a page of another capability shows them (the trade page's member
 * views need member-trading's, once the session says signed in): the every-page ones, the capability's own and what
 * it uses.
 */
export function modulesForCapability(id: string): string[] {
  return withUses([...everyPage(), id]);
}
