import * as z from 'zod/mini';
import { ErrorCode } from '../../domain/shared/error-code';
import { fromExchangeCode } from '../../domain/shared/exchange-error';
import { err, ok, type Result } from '../../domain/shared/result';
import { wireTime } from './wire.schema';

// The code is a number in most periods and a string ("-1006") in the 2025-10 period (docs/protocol.md "Wire periods").
const code = z.union([z.int(), z.pipe(z.string().check(z.regex(/^-?\d{1,9}$/)), z.transform(Number))]);
const failureSchema = z.object({ success: z.union([z.literal(false), z.literal('false')]), code, message: z.optional(z.string()) });

/** Unwraps `{success: true, data}` through the data schema; `{success: false, code}` becomes a domain code. */
export function readEnvelope<T>(body: unknown, data: z.ZodMiniType<T>): Result<T, ErrorCode> {
  const failure = failureSchema.safeParse(body);
  if (failure.success) return err(fromExchangeCode(failure.data.code));
  const success = z.object({ success: z.literal(true), data }).safeParse(body);
  return success.success ? ok(success.data.data) : err(ErrorCode.InvalidResponse);
}

/** The exchange's own code and message of a failure envelope (`{success: false, code, message}`), if the body is one. */
export function refusalOf(body: unknown): { exchangeCode: number; message: string } | undefined {
  const failure = failureSchema.safeParse(body);
  return failure.success ? { exchangeCode: failure.data.code, message: failure.data.message ?? '' } : undefined;
}

/** Reads the error code out of a failed HTTP exchange: the envelope if there is one, else the status. */
export function errorFromResponse(status: number | undefined, body: unknown): ErrorCode {
  // A 403 refuses a permission, not the session (its -1002 must not log the user out): docs/protocol.md "Market-data admin".
  if (status === 403) return ErrorCode.Forbidden;
  const failure = failureSchema.safeParse(body);
  if (failure.success) return fromExchangeCode(failure.data.code);
  if (status === undefined) return ErrorCode.NetworkUnavailable;
  if (status === 401) return ErrorCode.Unauthorized;
  if (status === 429) return ErrorCode.TooManyRequests;
  if (status === 404) return ErrorCode.ResourceNotFound;
  return status >= 500 ? ErrorCode.ServerError : ErrorCode.Unknown;
}

/** As `readEnvelope`, keeping the envelope's `timestamp` (a snapshot's time, for calls that are stamped by it). */
export function readStampedEnvelope<T>(body: unknown, data: z.ZodMiniType<T>): Result<{ data: T; timestamp: number }, ErrorCode> {
  const failure = failureSchema.safeParse(body);
  if (failure.success) return err(fromExchangeCode(failure.data.code));
  const success = z.object({ success: z.literal(true), data, timestamp: wireTime }).safeParse(body);
  return success.success ? ok({ data: success.data.data, timestamp: success.data.timestamp }) : err(ErrorCode.InvalidResponse);
}

/**
 * The seconds a `Retry-After` header asks to wait (RFC 9110: delay-seconds or an HTTP date), or undefined when absent
 * or unreadable.
 */
export function retryAfterSeconds(header: unknown, nowMs: number): number | undefined {
  if (typeof header !== 'string' && typeof header !== 'number') return undefined;
  const text = String(header).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = /GMT$/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - nowMs) / 1000));
}
