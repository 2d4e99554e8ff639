import { inject, injectable, optional } from 'inversify';
import { LoggerPort } from '../../application/shared/ports/logger.port';
import * as z from 'zod/mini';
import type { AlgoOrderApiPort, PlacedAlgoOrder } from '../../application/member-trading/ports/algo-order-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { ok, type Result } from '../../domain/shared/result';
import type { AlgoAmend, AlgoOrderRequest, AlgoOrderRow, TpSlChildRequest } from '../../domain/trade/algo/algo-order';
import { ApiClient } from '../http/api-client';
import { reportUnreadable, wireId, wirePage } from '../http/wire.schema';
import { algoRow } from './algo-order.schema';
import { tradeCall } from '../http/trade-call';
import { wireIdValue } from './rest-trading-api.adapter';
import { statusData } from './trading.schema';

/**
 * `POST /v3/trade/algoOrder`'s data as recorded: `rows` of `{algoType, quantity, algoOrderId, clientAlgoOrderId}`
 * (the root first).
 */
const placed = z.object({
  rows: z
    .array(
      z.object({
        algoOrderId: wireId,
        clientAlgoOrderId: z.optional(z.nullable(wireId)),
        algoType: z.optional(z.string().check(z.maxLength(40))),
      }),
    )
    .check(z.minLength(1), z.maxLength(10)),
});
const algoPage = wirePage(algoRow);

const DECIMALS = ['triggerPrice', 'price', 'quantity', 'callbackRate', 'callbackValue', 'activatedPrice'] as const;

/** Decimal strings go on the wire as JSON numbers, as the real API takes them; ids as numbers while safe, else digits. */
function wireBody(order: AlgoOrderRequest | TpSlChildRequest): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(order)) {
    if (value === undefined || value === '') continue;
    if ((DECIMALS as readonly string[]).includes(key)) body[key] = Number(value);
    else if (key === 'clientOrderId' || key === 'algoOrderId') body[key] = wireIdValue(value as string);
    else if (key === 'childOrders') body[key] = (value as readonly TpSlChildRequest[]).map(wireBody);
    else body[key] = value;
  }
  if (body.reduceOnly === false) delete body.reduceOnly;
  return body;
}

/**
 * The algo calls over REST with the session's bearer (the api client adds it and ends the session on -1001/-1002).
 * Failures are the trading calls' (`tradeFailureOf`): the exchange's refusal keeps its code and message; no readable
 * answer is `unanswered`.
 */
@injectable()
export class RestAlgoOrderApi implements AlgoOrderApiPort {
  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(LoggerPort) @optional() private readonly logger?: LoggerPort,
  ) {}

  async placeAlgoOrder(order: AlgoOrderRequest): Promise<Result<PlacedAlgoOrder, TradeFailure>> {
    const result = await this.call('POST', '/v3/trade/algoOrder', placed, { body: wireBody(order) });
    if (!result.ok) return result;
    const row = result.value.rows[0];
    const answered = row.clientAlgoOrderId ?? '0';
    return ok({ algoOrderId: row.algoOrderId, clientOrderId: answered !== '0' ? answered : (order.clientOrderId ?? '0') });
  }

  async amendAlgoOrder(change: AlgoAmend): Promise<Result<void, TradeFailure>> {
    const result = await this.call('PUT', '/v3/trade/algoOrder', statusData, { body: wireBody(change as unknown as AlgoOrderRequest) });
    return result.ok ? ok(undefined) : result;
  }

  async cancelAlgoOrder(symbol: string, algoOrderId: string): Promise<Result<void, TradeFailure>> {
    const result = await this.call('DELETE', '/v3/trade/algoOrder', statusData, { params: { symbol, orderId: algoOrderId } });
    return result.ok ? ok(undefined) : result;
  }

  async waitingAlgoOrders(): Promise<Result<readonly AlgoOrderRow[], TradeFailure>> {
    const result = await this.call('GET', '/v3/trade/algoOrders', algoPage, { params: { status: 'INCOMPLETE', size: 500 } });
    if (!result.ok) return result;
    const warn = this.logger ? (m: string, d?: unknown) => this.logger?.warn(m, d) : (m: string, d?: unknown) => console.warn(m, d);
    reportUnreadable(warn, 'GET /v3/trade/algoOrders', result.value.unreadable);
    return ok(result.value.rows);
  }

  private async call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    schema: z.ZodMiniType<T>,
    options: { params?: Record<string, string | number>; body?: unknown },
  ): Promise<Result<T, TradeFailure>> {
    return tradeCall(this.api, method, path, schema, (data) => data, options);
  }
}
