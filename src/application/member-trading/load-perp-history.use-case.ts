import { inject, injectable } from 'inversify';
import type { Result } from '../../domain/shared/result';
import type { FundingPayment, PositionHistoryRow } from '../../domain/trade/perps/perp-history';
import { PerpHistoryApiPort, type PerpHistoryQuery } from './ports/perp-history-api.port';
import type { TradePage } from './ports/trading-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';

/** Funding payments and closed positions, a page at a time (the bottom panel's Funding and Position history tabs). */
@injectable()
export class LoadPerpHistory {
  constructor(@inject(PerpHistoryApiPort) private readonly api: PerpHistoryApiPort) {}

  fundingPayments(query: PerpHistoryQuery): Promise<Result<TradePage<FundingPayment>, TradeFailure>> {
    return this.api.fundingPayments(query);
  }

  positionHistory(query: PerpHistoryQuery): Promise<Result<TradePage<PositionHistoryRow>, TradeFailure>> {
    return this.api.positionHistory(query);
  }
}
