import type { ErrorCode } from './error-code';

/**
 * Why a call to the exchange failed, in the shared kernel (every capability's adapters and stores read it): the
 * exchange refused it (its numeric code and message, e.g. -1103 "Price must be a multiple of the tick size 0.1"),
 * or it never got an answer we can read (network, timeout, server error, bad body).
 * A refusal is final; `unanswered` means the call may or may not have taken effect (reconcile by clientOrderId).
 */
export type TradeFailure =
  | { readonly kind: 'refused'; readonly code: number; readonly message: string; readonly status: number }
  | { readonly kind: 'unanswered'; readonly error: ErrorCode };
