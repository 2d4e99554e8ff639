import Decimal from 'decimal.js';
import { ApiError } from '../../../../simulator/http/api-error';
import { MarketEngine } from '../../../../simulator/market/market-engine';
import { MemoryTradingRepository, type TradingRepository } from '../../../../simulator/trading/records';
import { TradingEngine, type PlaceInput } from '../../../../simulator/trading/trading-engine';
import type { TradingEvent } from '../../../../simulator/trading/events';
import { auditAfterEachTest } from '../support/ledger-audit';

export const T0 = 1_700_000_000_000;

/** A market and a trading engine on one clock (no timers: tests step the books themselves). */
export async function harness(seed = 42, repo: TradingRepository = new MemoryTradingRepository()) {
  let now = T0;
  const market = new MarketEngine(seed, now);
  const events: TradingEvent[] = [];
  const trading = new TradingEngine(market, repo, { clock: () => now }, { wants: () => true, publish: (e) => events.push(e) });
  await trading.start();
  auditAfterEachTest(trading.ledger);
  const h = {
    market,
    trading,
    repo,
    events,
    get now() {
      return now;
    },
    /** Steps the books `n` times (50 ms each), moving the walk once a second. */
    step(n = 1) {
      for (let i = 0; i < n; i += 1) {
        now += 50;
        if (i % 20 === 0) market.advance(now);
        market.advanceBooks(now, 50);
      }
    },
    book(symbol: string) {
      return market.orderBook(symbol, 100, now)!;
    },
    place(userId: number, input: Omit<PlaceInput, 'symbol'> & { symbol?: string }) {
      return trading.place(userId, { symbol: 'SPOT_BTC_USDT', ...input });
    },
    balance(userId: number, token: string) {
      const b = trading.account(userId).balance(token);
      return { holding: b.holding.toString(), frozen: b.frozen.toString() };
    },
  };
  return h;
}

/** The exchange code of a refused call. */
export function codeOf(run: () => unknown): number | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  return undefined;
}

export const d = (v: string | number) => new Decimal(v);

/** A price `ticks` ticks from `price` on a 0.1 grid (BTC), as a decimal string. */
export const offset = (price: number, ticks: number, tick = '0.1') => d(price).plus(d(tick).times(ticks)).toString();
