import { inject, injectable, optional } from 'inversify';
import { LoggerPort } from '../../application/shared/ports/logger.port';
import * as z from 'zod/mini';
import type { PerpHistoryApiPort, PerpHistoryQuery } from '../../application/member-trading/ports/perp-history-api.port';
import type { TradePage } from '../../application/member-trading/ports/trading-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok, type Result } from '../../domain/shared/result';
import { signedFee, type FundingPayment, type PositionHistoryRow } from '../../domain/trade/perps/perp-history';
import { ApiClient } from '../http/api-client';
import { symbol } from '../market/rest-market.schema';
import { reportUnreadable, wireDecimal, wirePage, wireTime, type UnreadableRow } from '../http/wire.schema';
import type { WirePage } from '../../domain/wire/wire-values';
import { tradeFailureOf } from './rest-trading-api.adapter';

/**
 * A row of `GET /v3/futures/fundingFee/history` as recorded: `fundingFee` positive, its sign in `paymentType`
 * (Pay: the account paid, so the payment is negative to it); `fundingRate` may be an exponent-form number.
 */
const fundingRow = z.pipe(
  z.object({
    symbol,
    fundingRate: wireDecimal,
    markPrice: wireDecimal,
    fundingFee: wireDecimal,
    paymentType: z.enum(['Pay', 'Receive']),
    createdTime: wireTime,
  }),
  z.transform((row) => ({ ...row, fundingFee: signedFee(row.fundingFee, row.paymentType) })),
);
const positionHistoryRow = z.object({
  symbol,
  side: z.enum(['LONG', 'SHORT']),
  openTime: wireTime,
  closeTime: wireTime,
  maxQuantity: wireDecimal,
  averageOpenPrice: wireDecimal,
  averageClosePrice: wireDecimal,
  realizedPnl: wireDecimal,
  fees: wireDecimal,
  funding: wireDecimal,
  netPnl: wireDecimal,
  closedBy: z.enum(['TRADE', 'LIQUIDATION']),
});
const fundingPage = wirePage(fundingRow);
const positionPage = wirePage(positionHistoryRow);

/** The perpetuals' history calls over REST with the session's bearer (numbers on the wire → decimal strings). */
@injectable()
export class RestPerpHistoryApi implements PerpHistoryApiPort {
  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(LoggerPort) @optional() private readonly logger?: LoggerPort,
  ) {}

  fundingPayments(query: PerpHistoryQuery): Promise<Result<TradePage<FundingPayment>, TradeFailure>> {
    return this.page('/v3/futures/fundingFee/history', fundingPage, query);
  }

  positionHistory(query: PerpHistoryQuery): Promise<Result<TradePage<PositionHistoryRow>, TradeFailure>> {
    return this.page('/v3/futures/positionHistory', positionPage, query);
  }

  private async page<T>(
    path: string,
    schema: z.ZodMiniType<{ rows: T[]; unreadable: readonly UnreadableRow[]; meta: WirePage }>,
    query: PerpHistoryQuery,
  ): Promise<Result<TradePage<T>, TradeFailure>> {
    try {
      const result = await this.api.call('GET', path, schema, { params: { symbol: query.symbol, page: query.page, size: query.size } });
      if (!result.ok) return err(tradeFailureOf(result.error));
      const { rows, meta, unreadable } = result.value;
      const warn = this.logger ? (m: string, d?: unknown) => this.logger?.warn(m, d) : (m: string, d?: unknown) => console.warn(m, d);
      reportUnreadable(warn, `GET ${path}`, unreadable);
      return ok({
        rows,
        total: meta.total,
        currentPage: meta.currentPage,
        recordsPerPage: meta.recordsPerPage,
        unreadable: unreadable.length,
      });
    } catch {
      return err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
    }
  }
}
