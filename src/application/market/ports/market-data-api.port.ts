import type { FuturesInfo, MarketTrade } from '../../../domain/market/market-data';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

/** Market data snapshots over public REST (the live figures come from the stream). */
export interface MarketDataApiPort {
  /** Index and mark prices, funding and open interest of every perpetual. */
  futures(): Promise<Result<FuturesInfo[], ErrorCode>>;
  /** The latest public trades of a symbol, newest first, at most `limit`. */
  marketTrades(symbol: string, limit: number): Promise<Result<MarketTrade[], ErrorCode>>;
}
export const MarketDataApiPort = token<MarketDataApiPort>('MarketDataApiPort');
