import type * as z from 'zod/mini';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ApiClient } from './api-client';
import { tradeFailureOf } from '../member-trading/rest-trading-api.adapter';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface CallOptions {
  readonly params?: Record<string, string | number>;
  readonly body?: unknown;
  /** A body that is not JSON (a file upload): its media type. */
  readonly contentType?: string;
}

/**
 * A private REST call of the trading, wallet and margin adapters: the answer through `map`; a refusal keeps the
 * exchange's code and message (`tradeFailureOf`); a call that throws is NETWORK.UNAVAILABLE, never an exception.
 */
export async function tradeCall<T, R>(
  api: ApiClient,
  method: CallMethod,
  path: string,
  schema: z.ZodMiniType<T>,
  map: (data: T) => R,
  options: CallOptions = {},
): Promise<Result<R, TradeFailure>> {
  try {
    const result = await api.call(method, path, schema, options);
    return result.ok ? ok(map(result.value)) : err(tradeFailureOf(result.error));
  } catch {
    return err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
  }
}
