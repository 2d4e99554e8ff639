/** Spec §4/§9: an exchange session token counts as expired 30 s before its real expiry. */
export const SESSION_EXPIRY_MARGIN_MS = 30_000;

/** True once `now` is within the margin of `expiresAt` (or past it). Unknown expiry never expires here. */
export function isSessionExpired(expiresAt: number | undefined, now: number): boolean {
  return expiresAt !== undefined && now >= expiresAt - SESSION_EXPIRY_MARGIN_MS;
}

/** Milliseconds until the session counts as expired (0 when it already does). */
export function msUntilExpiry(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - SESSION_EXPIRY_MARGIN_MS - now);
}
