/**
 * The exchange refused a sign-in for its rate limit (`POST /usercenter/login`: HTTP 429, ten a minute per IP): how
 * long to wait, from its `Retry-After`.
 */
export interface SignInThrottled {
  readonly kind: 'throttled';
  /** Whole seconds, at least 1. */
  readonly retryAfterSec: number;
}

/** Without a usable `Retry-After`: the limit's window. */
export const SIGN_IN_RETRY_DEFAULT_SEC = 60;

export function signInThrottled(retryAfterSec: number | undefined): SignInThrottled {
  const seconds =
    retryAfterSec !== undefined && Number.isFinite(retryAfterSec) && retryAfterSec > 0
      ? Math.ceil(retryAfterSec)
      : SIGN_IN_RETRY_DEFAULT_SEC;
  return { kind: 'throttled', retryAfterSec: seconds };
}

export function isSignInThrottled(error: unknown): error is SignInThrottled {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'throttled';
}

/** Whole seconds left until `untilMs` (0 once passed). */
export function secondsUntil(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}
