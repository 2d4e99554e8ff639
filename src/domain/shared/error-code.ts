/**
 * Namespaced error codes: they survive serialisation and map one-to-one to translation keys
 * (`errors.<code>` in the `common` namespace).
 */
export const ErrorCode = {
  Unknown: 'EXCHANGE.UNKNOWN',
  InvalidSignature: 'EXCHANGE.INVALID_SIGNATURE',
  Unauthorized: 'EXCHANGE.UNAUTHORIZED',
  /** HTTP 403: the session is valid but lacks a permission (e.g. the market-data admin role); it does not end the session. */
  Forbidden: 'EXCHANGE.FORBIDDEN',
  TooManyRequests: 'EXCHANGE.TOO_MANY_REQUESTS',
  UnknownParameter: 'EXCHANGE.UNKNOWN_PARAMETER',
  InvalidParameter: 'EXCHANGE.INVALID_PARAMETER',
  ResourceNotFound: 'EXCHANGE.RESOURCE_NOT_FOUND',
  DuplicateRequest: 'EXCHANGE.DUPLICATE_REQUEST',
  QuantityTooHigh: 'EXCHANGE.QUANTITY_TOO_HIGH',
  CannotWithdraw: 'EXCHANGE.CANNOT_WITHDRAW',
  Maintenance: 'EXCHANGE.MAINTENANCE',
  NetworkUnavailable: 'NETWORK.UNAVAILABLE',
  InvalidResponse: 'NETWORK.INVALID_RESPONSE',
  ServerError: 'NETWORK.SERVER_ERROR',
  ClipboardUnavailable: 'CLIPBOARD.UNAVAILABLE',
  UnsupportedLanguage: 'LOCALE.UNSUPPORTED',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ALL_ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

/**
 * Failures that say nothing about the request itself (the exchange was out of reach, failed or busy): asking again
 * later may succeed. Each retrying caller adds what it also counts as passing.
 */
export const PASSING_FAILURES: readonly ErrorCode[] = [ErrorCode.NetworkUnavailable, ErrorCode.ServerError, ErrorCode.TooManyRequests];
