import type { Result } from '../../../domain/shared/result';
import type { ConvertQuote, ConvertTrade, ConvertTradePage } from '../../../domain/wallet/convert';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** A token that may be converted and its decimals. */
export interface ConvertToken {
  readonly token: string;
  readonly decimals: number;
}

/** The convert calls (`/v3/convert/*`), authenticated by the session; failures as the trading calls'. */
export interface ConvertApiPort {
  tokens(): Promise<Result<ConvertToken[], TradeFailure>>;
  quote(request: {
    readonly sellToken: string;
    readonly buyToken: string;
    readonly sellQuantity: string;
  }): Promise<Result<ConvertQuote, TradeFailure>>;
  accept(quoteId: number): Promise<Result<ConvertTrade, TradeFailure>>;
  trades(query: { readonly page: number; readonly size: number }): Promise<Result<ConvertTradePage, TradeFailure>>;
}
export const ConvertApiPort = token<ConvertApiPort>('ConvertApiPort');
