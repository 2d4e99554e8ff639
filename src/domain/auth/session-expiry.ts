/** An exchange session token counts as expired 30 s before its real expiry. */
export const SESSION_EXPIRY_MARGIN_MS = 30_000;

/** True once `now` is within the margin of `expiresAt` (or past it). Unknown expiry never expires here. */
export function isSessionExpired(expiresAt: number | undefined, now: number): boolean {
  return expiresAt !== undefined && now >= expiresAt - SESSION_EXPIRY_MARGIN_MS;
}

/** Milliseconds until the session counts as expired (0 when it already does). */
export function msUntilExpiry(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - SESSION_EXPIRY_MARGIN_MS - now);
}

/** The longest delay a browser timer keeps (2^31 - 1 ms, 24.8 days); a longer one fires at once. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** The next timer delay towards expiry: never above what a timer can hold, so a long session re-arms instead. */
export function nextExpiryCheckMs(expiresAt: number, now: number): number {
  return Math.min(msUntilExpiry(expiresAt, now), MAX_TIMER_DELAY_MS);
}
