import type { ConvertApiPort, ConvertToken } from '../../../src/application/convert/ports/convert-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import {
  CONVERT_QUOTE_TTL_MS,
  acceptVerdict,
  crossMid,
  quoteFigures,
  type ConvertQuote,
  type ConvertTrade,
  type ConvertTradePage,
} from '../../../src/domain/wallet/convert';

const refused = (message: string, code = -1005): TradeFailure => ({ kind: 'refused', code, message, status: 400 });

/**
 * The convert calls in memory, priced as the simulator prices them (the domain's arithmetic at USDT mids the test
 * sets), on the test's clock: a quote expires after `ttlMs`, executes once, and needs the balance `available` gives.
 */
export class FakeConvertApi implements ConvertApiPort {
  tokenRows: ConvertToken[] = [
    { token: 'BTC', decimals: 5 },
    { token: 'ETH', decimals: 4 },
    { token: 'USDT', decimals: 6 },
  ];
  /** USDT price of each token (USDT itself is 1). */
  readonly mids = new Map<string, string>([
    ['BTC', '50000'],
    ['ETH', '3000'],
  ]);
  ttlMs = CONVERT_QUOTE_TTL_MS;
  /** The exchange's view of the account's balances (the test sets them alongside the app's). */
  available: (token: string) => string = () => '1000000';
  readonly quotes = new Map<number, ConvertQuote & { used: boolean }>();
  readonly conversions: ConvertTrade[] = [];
  /** Every `accept` call, answered or refused (a double click shows here). */
  readonly accepts: number[] = [];
  /** Calls still waiting for `release()` while `hold` is on (a slow exchange). */
  hold = false;
  private held: (() => void)[] = [];
  private nextId = 1;

  constructor(private readonly now: () => number) {}

  release(): void {
    const waiting = this.held;
    this.held = [];
    for (const go of waiting) go();
  }

  private answer<T>(make: () => Result<T, TradeFailure>): Promise<Result<T, TradeFailure>> {
    if (!this.hold) return Promise.resolve(make());
    return new Promise((resolve) => this.held.push(() => resolve(make())));
  }

  tokens() {
    return this.answer(() => ok(this.tokenRows.map((t) => ({ ...t }))));
  }

  quote(request: { readonly sellToken: string; readonly buyToken: string; readonly sellQuantity: string }) {
    return this.answer((): Result<ConvertQuote, TradeFailure> => {
      const usdt = (t: string) => (t === 'USDT' ? '1' : this.mids.get(t));
      const sell = usdt(request.sellToken);
      const buy = usdt(request.buyToken);
      const decimals = this.tokenRows.find((t) => t.token === request.buyToken)?.decimals;
      if (!sell || !buy || decimals === undefined) return err(refused('token: cannot be converted'));
      const quote = {
        quoteId: this.nextId++,
        sellToken: request.sellToken,
        sellQuantity: request.sellQuantity,
        buyToken: request.buyToken,
        ...quoteFigures({ sellQuantity: request.sellQuantity, mid: crossMid(sell, buy), buyDecimals: decimals }),
        expireTimestamp: this.now() + this.ttlMs,
      };
      this.quotes.set(quote.quoteId, { ...quote, used: false });
      return ok(quote);
    });
  }

  accept(quoteId: number) {
    this.accepts.push(quoteId);
    return this.answer((): Result<ConvertTrade, TradeFailure> => {
      const quote = this.quotes.get(quoteId);
      if (!quote) return err(refused('quoteId: quote expired or unknown'));
      if (quote.used) return err(refused('quoteId: quote already used'));
      const verdict = acceptVerdict(quote, this.available(quote.sellToken), this.now());
      if (!verdict.ok) return err(verdict.reason === 'expired' ? refused('quoteId: quote expired') : refused(verdict.message, -1101));
      quote.used = true;
      const { used: _used, expireTimestamp: _expiry, ...rest } = quote;
      const trade: ConvertTrade = { ...rest, id: this.conversions.length + 1, createdTime: this.now() };
      this.conversions.push(trade);
      return ok(trade);
    });
  }

  trades(query: { readonly page: number; readonly size: number }) {
    return this.answer((): Result<ConvertTradePage, TradeFailure> => {
      const newest = [...this.conversions].reverse();
      return ok({
        rows: newest.slice((query.page - 1) * query.size, query.page * query.size),
        total: newest.length,
        page: query.page,
        size: query.size,
      });
    });
  }
}
