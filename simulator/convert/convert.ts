import Decimal from 'decimal.js';
import { OrderRefusalCode } from '../../src/domain/trade/orders/order-validation';
import {
  CONVERT_QUOTE_TTL_MS,
  CONVERT_SPREAD_BPS,
  acceptVerdict,
  crossMid,
  quoteFigures,
  sellLimits,
  sellQuantityProblem,
  type ConvertQuote,
} from '../../src/domain/wallet/convert';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { MarketEngine } from '../market/market-engine';
import type { ConversionRecord } from '../trading/records';
import { TradeCodes, type TradingEngine } from '../trading/trading-engine';

/** Decimals of USDT in a conversion (the other tokens take their spot symbol's quantity step). */
export const USDT_DECIMALS = 6;

export interface ConvertOptions {
  readonly clock: () => number;
  /** SIM_CONVERT_QUOTE_TTL_MS: how long a quote is good for (default 10 s). */
  readonly quoteTtlMs?: number;
  readonly spreadBps?: number;
}

interface StoredQuote extends ConvertQuote {
  readonly userId: number;
  used: boolean;
}

const invalid = (message: string): ApiError => new ApiError(ErrorCodes.InvalidParameter, message);

/**
 * Request for quote and request for trade (docs/protocol.md "Convert"): quotes priced from the spot books' mids
 * (through USDT for two other tokens) less a spread, kept in memory until they expire; a quote executes at most once,
 * its two balance moves written through the trading engine in one batch with CONVERT ledger rows and the history row.
 */
export class Convert {
  private readonly quotes = new Map<number, StoredQuote>();
  private readonly history: ConversionRecord[];
  private nextQuoteId: number;
  private nextId: number;

  constructor(
    private readonly trading: TradingEngine,
    private readonly market: MarketEngine,
    private readonly options: ConvertOptions,
  ) {
    this.history = [...trading.loaded.conversions].sort((x, y) => x.id - y.id);
    this.nextId = this.history.reduce((m, c) => Math.max(m, c.id + 1), 1);
    this.nextQuoteId = this.history.reduce((m, c) => Math.max(m, c.quoteId + 1), 1);
  }

  /** Tokens that may be converted: USDT and every base token of a SPOT_<T>_USDT symbol. */
  tokens(): string[] {
    const bases = this.market.instruments
      .map((i) => /^SPOT_([A-Z0-9]+)_USDT$/.exec(i.symbol)?.[1])
      .filter((t): t is string => t !== undefined);
    return ['USDT', ...new Set(bases)].sort();
  }

  decimals(token: string): number {
    if (token === 'USDT') return USDT_DECIMALS;
    return this.trading.rules(this.spotSymbol(token)).step.decimalPlaces();
  }

  /** The token's USDT mid from its spot book (a price fixed by `/__control/trading/mark-price` wins, as in tests). */
  usdtPrice(token: string): Decimal {
    if (token === 'USDT') return new Decimal(1);
    const symbol = this.spotSymbol(token);
    const fixed = this.trading.markOverrides.get(symbol);
    const mid = fixed !== undefined ? new Decimal(fixed) : this.trading.midPrice(this.trading.bookOf(symbol));
    if (!mid || mid.lte(0)) throw new ApiError(TradeCodes.Rejected, `no price for ${token}`);
    return mid;
  }

  private spotSymbol(token: string): string {
    const symbol = `SPOT_${token}_USDT`;
    if (!this.market.has(symbol)) throw invalid(`token: ${token} cannot be converted`);
    return symbol;
  }

  quote(userId: number, sellToken: string, buyToken: string, sellQuantity: string): ConvertQuote {
    if (sellToken === buyToken) throw invalid('buyToken: must differ from sellToken');
    const sellUsdt = this.usdtPrice(sellToken);
    const buyUsdt = this.usdtPrice(buyToken);
    const sellDecimals = this.decimals(sellToken);
    const problem = sellQuantityProblem(sellQuantity, sellToken, sellDecimals, sellLimits(sellUsdt.toFixed(), sellDecimals));
    if (problem) throw invalid(problem);
    const figures = quoteFigures({
      sellQuantity,
      mid: crossMid(sellUsdt.toFixed(), buyUsdt.toFixed()),
      buyDecimals: this.decimals(buyToken),
      spreadBps: this.options.spreadBps ?? CONVERT_SPREAD_BPS,
    });
    const now = this.options.clock();
    this.prune(now);
    const quote: StoredQuote = {
      quoteId: this.nextQuoteId++,
      sellToken,
      sellQuantity: new Decimal(sellQuantity).toFixed(),
      buyToken,
      ...figures,
      expireTimestamp: now + (this.options.quoteTtlMs ?? CONVERT_QUOTE_TTL_MS),
      userId,
      used: false,
    };
    this.quotes.set(quote.quoteId, quote);
    const { userId: _owner, used: _used, ...answer } = quote;
    return answer;
  }

  /**
   * Executes a quote once. Everything up to the balance moves is synchronous, so two concurrent calls cannot both
   * pass the `used` check; the caller awaits `trading.writer.flush()` before answering.
   */
  execute(userId: number, quoteId: number): ConversionRecord {
    const now = this.options.clock();
    const quote = this.quotes.get(quoteId);
    if (!quote || quote.userId !== userId) {
      if (this.history.some((c) => c.quoteId === quoteId && c.userId === userId)) throw invalid('quoteId: quote already used');
      throw invalid('quoteId: quote expired or unknown');
    }
    if (quote.used) throw invalid('quoteId: quote already used');
    const a = this.trading.account(userId);
    const verdict = acceptVerdict(quote, this.trading.available(a, quote.sellToken).toFixed(), now);
    if (!verdict.ok) {
      if (verdict.reason === 'expired') throw invalid('quoteId: quote expired');
      throw new ApiError(OrderRefusalCode.InsufficientFunds, verdict.message);
    }
    quote.used = true;
    this.trading.adjustBalance(a, quote.sellToken, new Decimal(quote.sellQuantity).neg(), 'CONVERT');
    this.trading.adjustBalance(a, quote.buyToken, new Decimal(quote.buyQuantity), 'CONVERT');
    const row: ConversionRecord = {
      id: this.nextId++,
      userId,
      quoteId,
      sellToken: quote.sellToken,
      sellQuantity: quote.sellQuantity,
      buyToken: quote.buyToken,
      buyQuantity: quote.buyQuantity,
      buyPrice: quote.buyPrice,
      createdTime: now,
    };
    this.history.push(row);
    this.trading.writer.conversion(row);
    this.trading.publishChanges();
    return row;
  }

  /** The account's conversions, oldest first (the route pages them newest first). */
  trades(userId: number): ConversionRecord[] {
    return this.history.filter((c) => c.userId === userId);
  }

  /** Drops quotes that expired more than a minute ago (used ones too: the history answers "already used"). */
  private prune(now: number): void {
    for (const [id, q] of this.quotes) if (q.expireTimestamp + 60_000 < now) this.quotes.delete(id);
  }
}
