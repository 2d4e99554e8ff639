import type { Token } from '../application/shared/token';

declare const branded: unique symbol;

/** One replacement, made by `override()`: a token and what it is bound to (undefined: the real adapter). */
export type Override = readonly [id: symbol, value: unknown] & { readonly [branded]: 'Override' };

/**
 * What tests and scenarios replace, keyed by the port's token, so a capability adds ports without touching a
 * central type. Anything not given gets the real adapter, built lazily when first resolved (no side effects on
 * import). Made only by `overrides()` from typed entries, so a value always has its token's type.
 */
export type Overrides = ReadonlyMap<symbol, unknown> & { readonly [branded]: 'Overrides' };

/** `override(ClockPort, fakeClock)`: the value must be the token's type; undefined keeps (or restores) the real adapter. */
export function override<T>(id: Token<T>, value: NoInfer<T> | undefined): Override {
  return [id, value] as unknown as Override;
}

/** The replacements of one container; a later entry for the same token wins (a test's own go last). */
export function overrides(...entries: readonly Override[]): Overrides {
  return new Map<symbol, unknown>(entries) as unknown as Overrides;
}

/** The replacement given for `id`, if any. */
export function overrideOf<T>(o: Overrides, id: Token<T>): T | undefined {
  return o.get(id) as T | undefined;
}

/** No replacement: every port gets its real adapter. */
export const NO_OVERRIDES: Overrides = overrides();
