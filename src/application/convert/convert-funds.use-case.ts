import { inject, injectable } from 'inversify';
import { err, type Result } from '../../domain/shared/result';
import type { ConvertQuote, ConvertTrade, ConvertTradePage } from '../../domain/wallet/convert';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { ConvertApiPort, type ConvertToken } from './ports/convert-api.port';

const refused = (message: string): TradeFailure => ({ kind: 'refused', code: -1005, message, status: 400 });

/** Converts one token into another: the tokens, a quote, accepting it, and the history. */
@injectable()
export class ConvertFunds {
  constructor(@inject(ConvertApiPort) private readonly api: ConvertApiPort) {}

  tokens(): Promise<Result<ConvertToken[], TradeFailure>> {
    return this.api.tokens();
  }

  /** A quote; an amount that is not a positive decimal, or the same token twice, is refused before the call. */
  quote(sellToken: string, buyToken: string, sellQuantity: string): Promise<Result<ConvertQuote, TradeFailure>> {
    const amount = sellQuantity.trim();
    if (!/^(?:\d+\.?\d*|\.\d+)$/.test(amount) || /^[0.]+$/.test(amount)) return Promise.resolve(err(refused('sellQuantity: must be a positive number')));
    if (sellToken === buyToken) return Promise.resolve(err(refused('buyToken: must differ from sellToken')));
    return this.api.quote({ sellToken, buyToken, sellQuantity: amount });
  }

  accept(quoteId: number): Promise<Result<ConvertTrade, TradeFailure>> {
    return this.api.accept(quoteId);
  }

  history(page: number, size: number): Promise<Result<ConvertTradePage, TradeFailure>> {
    return this.api.trades({ page, size });
  }
}
