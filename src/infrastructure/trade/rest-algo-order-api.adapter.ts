import axios, { type AxiosInstance } from 'axios';
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import { ApiErrorObserverPort } from '../../application/shared/ports/api-error-observer.port';
import { SessionCredentialsPort } from '../../application/shared/ports/session-credentials.port';
import type { AlgoOrderApiPort, PlacedAlgoOrder } from '../../application/trade/ports/algo-order-api.port';
import type { TradeFailure } from '../../application/trade/ports/trading-api.port';
import { ErrorCode } from '../../domain/shared/error-code';
import { fromExchangeCode } from '../../domain/shared/exchange-error';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StopOrderRequest } from '../../domain/trade/orders/order-form';
import { ApiClientOptions, REST_TIMEOUT_MS } from '../http/api-client';

/** `{success: false, code, message}`: the exchange's refusal, kept with its numeric code and message. */
const failure = z.object({ success: z.literal(false), code: z.int(), message: z.optional(z.string().check(z.maxLength(1000))) });

/** `POST /v3/trade/algoOrder`'s answer: `data.rows` of `{orderId, clientOrderId, algoType, quantity}`. */
const placed = z.object({
  success: z.literal(true),
  data: z.object({
    rows: z.array(z.object({
      orderId: z.int().check(z.gte(0)),
      clientOrderId: z.optional(z.union([z.int().check(z.gte(0)), z.string().check(z.regex(/^\d{1,19}$/))])),
      algoType: z.optional(z.string().check(z.maxLength(40))),
    })).check(z.minLength(1), z.maxLength(10)),
  }),
});

/** Decimal strings go on the wire as JSON numbers, as the real API takes them; ids as numbers (≤ 2^53 − 1). */
function wireBody(order: StopOrderRequest): Record<string, unknown> {
  const body: Record<string, unknown> = {
    symbol: order.symbol, side: order.side, algoType: order.algoType, type: order.type,
    triggerPrice: Number(order.triggerPrice), quantity: Number(order.quantity),
  };
  if (order.price !== undefined) body.price = Number(order.price);
  if (order.reduceOnly) body.reduceOnly = true;
  if (order.clientOrderId !== undefined) body.clientOrderId = Number(order.clientOrderId);
  return body;
}

/**
 * The stop call over REST with the session's bearer token. Unlike the app's general client it keeps the exchange's
 * numeric code and message (the form shows them next to the field); -1001/-1002 still end the session through the
 * error observer. No readable answer (network, timeout, 5xx, a body that is not the envelope) is `unanswered`.
 */
@injectable()
export class RestAlgoOrderApi implements AlgoOrderApiPort {
  private readonly http: AxiosInstance;

  constructor(
    @inject(ApiClientOptions) options: ApiClientOptions,
    @inject(SessionCredentialsPort) private readonly credentials: SessionCredentialsPort,
    @inject(ApiErrorObserverPort) private readonly errors: ApiErrorObserverPort,
  ) {
    this.http = axios.create({ baseURL: options.baseUrl, timeout: options.timeoutMs ?? REST_TIMEOUT_MS, adapter: options.adapter, validateStatus: () => true });
  }

  async placeAlgoOrder(order: StopOrderRequest): Promise<Result<PlacedAlgoOrder, TradeFailure>> {
    const bearer = this.credentials.token();
    const headers = bearer ? { Authorization: `Bearer ${bearer}` } : undefined;
    let status: number;
    let body: unknown;
    try {
      const response = await this.http.request({ method: 'POST', url: '/v3/trade/algoOrder', data: wireBody(order), headers });
      status = response.status;
      body = response.data;
    } catch {
      return err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
    }
    const refused = failure.safeParse(body);
    if (refused.success) {
      this.errors.execute(fromExchangeCode(refused.data.code), bearer ?? null);
      return err({ kind: 'refused', code: refused.data.code, message: refused.data.message ?? '', status });
    }
    const answer = placed.safeParse(body);
    if (status >= 200 && status < 300 && answer.success) {
      const row = answer.data.data.rows[0];
      return ok({ algoOrderId: row.orderId, clientOrderId: String(row.clientOrderId ?? order.clientOrderId ?? '0') });
    }
    const error = status >= 500 ? ErrorCode.ServerError : status === 401 ? ErrorCode.Unauthorized : ErrorCode.InvalidResponse;
    if (status === 401) this.errors.execute(error, bearer ?? null);
    return err({ kind: 'unanswered', error });
  }
}
