import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { PerpHistoryApiPort, PerpHistoryQuery } from '../../application/trade/ports/perp-history-api.port';
import type { TradeFailure, TradePage } from '../../application/trade/ports/trading-api.port';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok, type Result } from '../../domain/shared/result';
import type { FundingPayment, PositionHistoryRow } from '../../domain/trade/perps/perp-history';
import { ApiClient } from '../http/api-client';
import { signedDecimal, symbol, timestamp } from '../market/rest-market.schema';
import { tradeFailureOf } from './rest-trading-api.adapter';
import { pageOf } from './trading.schema';

const fundingRow = z.object({
  symbol, fundingRate: signedDecimal, markPrice: signedDecimal, fundingFee: signedDecimal,
  paymentType: z.enum(['Pay', 'Receive']), createdTime: timestamp,
});
const positionHistoryRow = z.object({
  symbol, side: z.enum(['LONG', 'SHORT']), openTime: timestamp, closeTime: timestamp, maxQuantity: signedDecimal,
  averageOpenPrice: signedDecimal, averageClosePrice: signedDecimal, realizedPnl: signedDecimal, fees: signedDecimal,
  funding: signedDecimal, netPnl: signedDecimal, closedBy: z.enum(['TRADE', 'LIQUIDATION']),
});
const fundingPage = pageOf(fundingRow);
const positionPage = pageOf(positionHistoryRow);

/** The perpetuals' history calls over REST with the session's bearer (numbers on the wire → decimal strings). */
@injectable()
export class RestPerpHistoryApi implements PerpHistoryApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  fundingPayments(query: PerpHistoryQuery): Promise<Result<TradePage<FundingPayment>, TradeFailure>> {
    return this.page('/v3/futures/fundingFee/history', fundingPage, query);
  }

  positionHistory(query: PerpHistoryQuery): Promise<Result<TradePage<PositionHistoryRow>, TradeFailure>> {
    return this.page('/v3/futures/positionHistory', positionPage, query);
  }

  private async page<T>(
    path: string, schema: z.ZodMiniType<{ rows: T[]; meta: { total: number; recordsPerPage: number; currentPage: number } }>, query: PerpHistoryQuery,
  ): Promise<Result<TradePage<T>, TradeFailure>> {
    try {
      const result = await this.api.call('GET', path, schema, { params: { symbol: query.symbol, page: query.page, size: query.size } });
      if (!result.ok) return err(tradeFailureOf(result.error));
      const { rows, meta } = result.value;
      return ok({ rows, total: meta.total, currentPage: meta.currentPage, recordsPerPage: meta.recordsPerPage });
    } catch {
      return err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
    }
  }
}
