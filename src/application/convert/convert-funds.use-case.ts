import { inject, injectable, optional } from 'inversify';
import { err, type Result } from '../../domain/shared/result';
import type { ConvertQuote, ConvertTrade, ConvertTradePage } from '../../domain/wallet/convert';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { isTradePasswordRefusal } from '../../domain/security/trade-password-on-order';
import { OrderPasswordPort } from '../security/ports/order-password.port';
import { ConvertApiPort, type ConvertToken } from './ports/convert-api.port';

const refused = (message: string): TradeFailure => ({ kind: 'refused', code: -1005, message, status: 400 });

/** Converts one token into another: the tokens, a quote, accepting it, and the history. */
@injectable()
export class ConvertFunds {
  constructor(
    @inject(ConvertApiPort) private readonly api: ConvertApiPort,
    @inject(OrderPasswordPort) @optional() private readonly password?: OrderPasswordPort,
  ) {}

  /**
   * The trade password before a conversion, as before an order (the exchange asks it for both): true to go on (not
   * needed, or checked right), false when the member closed the prompt (nothing is sent).
   */
  unlocked(): Promise<boolean> {
    return this.password ? this.password.beforeOrder().catch(() => true) : Promise.resolve(true);
  }

  tokens(): Promise<Result<ConvertToken[], TradeFailure>> {
    return this.api.tokens();
  }

  /** A quote; an amount that is not a positive decimal, or the same token twice, is refused before the call. */
  quote(sellToken: string, buyToken: string, sellQuantity: string): Promise<Result<ConvertQuote, TradeFailure>> {
    const amount = sellQuantity.trim();
    if (!/^(?:\d+\.?\d*|\.\d+)$/.test(amount) || /^[0.]+$/.test(amount))
      return Promise.resolve(err(refused('sellQuantity: must be a positive number')));
    if (sellToken === buyToken) return Promise.resolve(err(refused('buyToken: must differ from sellToken')));
    return this.api.quote({ sellToken, buyToken, sellQuantity: amount });
  }

  async accept(quoteId: number): Promise<Result<ConvertTrade, TradeFailure>> {
    const result = await this.api.accept(quoteId);
    // refused for the trade password (its window closed on the exchange): the next conversion asks again
    if (!result.ok && result.error.kind === 'refused' && isTradePasswordRefusal(result.error.code, result.error.message))
      this.password?.refused();
    return result;
  }

  history(page: number, size: number): Promise<Result<ConvertTradePage, TradeFailure>> {
    return this.api.trades({ page, size });
  }
}
