/** Exchange error codes used by the simulator. */
export const ErrorCodes = {
  Unknown: -1000,
  InvalidSignature: -1001,
  Unauthorized: -1002,
  TooManyRequests: -1003,
  UnknownParameter: -1004,
  InvalidParameter: -1005,
  NotFound: -1006,
} as const;

/** A failure answered with the protocol's error envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The HTTP status when it is not the code's usual one (e.g. 503 for -1000 when a dependency is down). */
    readonly status?: number,
    /** Seconds for a `Retry-After` header (429, 503). */
    readonly retryAfterSec?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** HTTP status for an exchange code: 401 for -1001/-1002, 429 for -1003, 404 for -1006, 500 for -1000, else 400. */
export function httpStatusFor(code: number): number {
  switch (code) {
    case ErrorCodes.InvalidSignature:
    case ErrorCodes.Unauthorized:
      return 401;
    case ErrorCodes.TooManyRequests:
      return 429;
    case ErrorCodes.NotFound:
      return 404;
    case ErrorCodes.Unknown:
      return 500;
    default:
      return 400;
  }
}

export function successBody<T>(data: T, now: number): { success: true; data: T; timestamp: number } {
  return { success: true, data, timestamp: now };
}

export function failureBody(code: number, message: string): { success: false; code: number; message: string } {
  return { success: false, code, message };
}
