import { ErrorCode } from './error-code';

/** The exchange's numeric error catalogue (plus -1011 seen on the real API). */
export const EXCHANGE_ERROR_CATALOGUE: Readonly<Record<number, ErrorCode>> = {
  [-1000]: ErrorCode.Unknown,
  [-1001]: ErrorCode.InvalidSignature,
  [-1002]: ErrorCode.Unauthorized,
  [-1003]: ErrorCode.TooManyRequests,
  [-1004]: ErrorCode.UnknownParameter,
  [-1005]: ErrorCode.InvalidParameter,
  [-1006]: ErrorCode.ResourceNotFound,
  [-1007]: ErrorCode.DuplicateRequest,
  [-1008]: ErrorCode.QuantityTooHigh,
  [-1009]: ErrorCode.CannotWithdraw,
  [-1011]: ErrorCode.Maintenance,
};

/** Maps an exchange code to a domain code; codes outside the catalogue are Unknown. */
export function fromExchangeCode(code: number): ErrorCode {
  return EXCHANGE_ERROR_CATALOGUE[code] ?? ErrorCode.Unknown;
}

/** -1001 and -1002 end the session: the authorization cookie and the stored user id are removed. */
export function endsSession(code: ErrorCode): boolean {
  return code === ErrorCode.InvalidSignature || code === ErrorCode.Unauthorized;
}
