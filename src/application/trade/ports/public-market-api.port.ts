import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import type { SystemStatus } from '../../../domain/trade/system-status';
import type { Candle, KlineTypes } from '../../../domain/trade/candles';
import type { BookSnapshot } from '../../../domain/trade/order-book';
import type { PublicTrade } from '../../../domain/trade/recent-trades';
import { token } from '../../shared/token';

/** The v3 public market data calls of the trade page (REST). */
export interface PublicMarketApiPort {
  /** The full book of a symbol, stamped with the timestamp its first delta chains from. */
  orderBook(symbol: string): Promise<Result<BookSnapshot, ErrorCode>>;
  /** The newest public trades, newest first. */
  marketTrades(symbol: string, limit: number): Promise<Result<PublicTrade[], ErrorCode>>;
  /** Candles of `type` starting before `before` (ms; the newest when undefined), oldest first, at most `limit`. */
  klineHistory(
    symbol: string,
    type: KlineTypes['history'],
    options: { readonly before?: number; readonly limit: number },
  ): Promise<Result<Candle[], ErrorCode>>;
  /** Whether the exchange is in maintenance. */
  systemInfo(): Promise<Result<SystemStatus, ErrorCode>>;
}
export const PublicMarketApiPort = token<PublicMarketApiPort>('PublicMarketApiPort');
