import type { RouteParams } from '../../domain/navigation/route';
import { token } from './token';

/**
 * What a capability starts reading when the user opens one of its routes (a link pressed or entered, a `navigate()`:
 * src/route-intent.ts), so that its first view has its data when its chunks arrive instead
 * of asking once it renders. Only idempotent reads: the store a view starts anyway, started a moment earlier.
 * A capability binds one per kind of first view; a capability whose module is not bound yet warms nothing at the
 * press, and its warmers run as its module binds (for the route, or for its panels on the page open then).
 */
export interface RouteWarmer {
  /** The ids of the routes whose first view reads it (the route table's ids). */
  readonly routes: readonly string[];
  /** `params`: the route's path parameters in the address the user means to open (`{ symbol }` of `/trade/:symbol`). */
  warm(params: RouteParams): void;
}
export const RouteWarmer = token<RouteWarmer>('RouteWarmer');
