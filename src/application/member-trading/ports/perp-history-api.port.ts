import type { Result } from '../../../domain/shared/result';
import type { FundingPayment, PositionHistoryRow } from '../../../domain/trade/perps/perp-history';
import { token } from '../../shared/token';
import type { TradePage } from './trading-api.port';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

export interface PerpHistoryQuery {
  readonly symbol?: string;
  readonly page?: number;
  readonly size?: number;
}

/** The perpetuals' histories, authenticated by the session; failures as the trading calls'. */
export interface PerpHistoryApiPort {
  /** `GET /v3/futures/fundingFee/history`. */
  fundingPayments(query: PerpHistoryQuery): Promise<Result<TradePage<FundingPayment>, TradeFailure>>;
  /** `GET /v3/futures/positionHistory` (simulator-defined; docs/protocol.md). */
  positionHistory(query: PerpHistoryQuery): Promise<Result<TradePage<PositionHistoryRow>, TradeFailure>>;
}
export const PerpHistoryApiPort = token<PerpHistoryApiPort>('PerpHistoryApiPort');
