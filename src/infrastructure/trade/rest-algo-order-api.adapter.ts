import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { AlgoOrderApiPort, PlacedAlgoOrder } from '../../application/trade/ports/algo-order-api.port';
import type { TradeFailure } from '../../application/trade/ports/trading-api.port';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StopOrderRequest } from '../../domain/trade/orders/order-form';
import { ApiClient } from '../http/api-client';
import { tradeFailureOf } from './rest-trading-api.adapter';

/** `POST /v3/trade/algoOrder`'s data: `rows` of `{orderId, clientOrderId, algoType, quantity}`. */
const placed = z.object({
  rows: z.array(z.object({
    orderId: z.int().check(z.gte(0)),
    clientOrderId: z.optional(z.union([z.int().check(z.gte(0)), z.string().check(z.regex(/^\d{1,19}$/))])),
    algoType: z.optional(z.string().check(z.maxLength(40))),
  })).check(z.minLength(1), z.maxLength(10)),
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
 * The stop call over REST with the session's bearer (the api client adds it and ends the session on -1001/-1002).
 * Failures are the trading calls' (`tradeFailureOf`): the exchange's refusal keeps its code and message; no readable
 * answer is `unanswered`.
 */
@injectable()
export class RestAlgoOrderApi implements AlgoOrderApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async placeAlgoOrder(order: StopOrderRequest): Promise<Result<PlacedAlgoOrder, TradeFailure>> {
    try {
      const result = await this.api.call('POST', '/v3/trade/algoOrder', placed, { body: wireBody(order) });
      if (!result.ok) return err(tradeFailureOf(result.error));
      const row = result.value.rows[0];
      return ok({ algoOrderId: row.orderId, clientOrderId: String(row.clientOrderId ?? order.clientOrderId ?? '0') });
    } catch {
      return err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
    }
  }
}
