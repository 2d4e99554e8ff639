import Decimal from 'decimal.js';
import { deriveSeed, mulberry32, type Rng } from '../market/prng';
import type { TradingEngine } from '../trading/trading-engine';
import { seededHistory, type SeededHistory, type TraderStyle } from './seeded-history';
import { traderNames, uuidOf } from './trader-names';

export type { TraderStyle };
const STYLES: readonly TraderStyle[] = ['scalper', 'trend', 'contrarian', 'hodler', 'swing'];

export interface SimulatedTrader {
  readonly userId: number;
  readonly uuid: string;
  readonly coolName: string;
  readonly style: TraderStyle;
  readonly symbols: readonly string[];
  /** Typical order size in USDT. */
  readonly notional: number;
  /** Chance to trade when picked in a batch. */
  readonly activity: number;
}

export interface SimulatedTradersOptions {
  /** How many traders (0 = none: the population is off). */
  readonly count: number;
  /** One batch every this many ms (0 = only `tradeBatch()`, for tests and benches). */
  readonly intervalMs: number;
  /** Traders picked per batch (default: a twentieth of the population, at least 1). */
  readonly batchSize?: number;
  /** Batches run at once when the population starts, so a fresh simulator's leaderboards are not empty. */
  readonly warmUpBatches?: number;
  /** Days of seeded track record each trader starts with (statistics only; 0 or absent = none). */
  readonly historyDays?: number;
}

/** The first account id of the simulated traders (real accounts count up from 1, far below). */
export const SIMULATED_TRADER_BASE_ID = 1_000_000_000;

const SPOT_SYMBOLS = ['SPOT_BTC_USDT', 'SPOT_ETH_USDT', 'SPOT_SOL_USDT', 'SPOT_WOO_USDT'];
const PERP_SYMBOLS = ['PERP_BTC_USDT', 'PERP_ETH_USDT', 'PERP_SOL_USDT', 'PERP_XRP_USDT'];

/**
 * A seeded population of traders who trade through the matching engine: each batch, a few of them place one MARKET
 * order (real orders, real fills, against the same books the users see). Their figures on the leaderboards come
 * from those fills. A refusal (not enough funds, a size under the minimum) is counted and skipped.
 */
export class SimulatedTraders {
  readonly traders: readonly SimulatedTrader[];
  private readonly byUserId = new Map<number, SimulatedTrader>();
  private readonly lastPrice = new Map<string, Decimal>();
  private readonly rng: Rng;
  private timer?: ReturnType<typeof setInterval>;
  placed = 0;
  refused = 0;

  constructor(
    private readonly trading: TradingEngine,
    private readonly seed: number,
    private readonly options: SimulatedTradersOptions,
  ) {
    const rng = mulberry32(deriveSeed(seed, 'social-traders'));
    const known = new Set(trading.market.instruments.map((i) => i.symbol));
    const spot = SPOT_SYMBOLS.filter((s) => known.has(s));
    const perp = PERP_SYMBOLS.filter((s) => known.has(s));
    const names = traderNames(options.count, rng);
    this.traders = names.map((coolName, i) => {
      const style = STYLES[Math.floor(rng() * STYLES.length)]!;
      const pool = style === 'hodler' || style === 'swing' ? spot : perp;
      const symbols = pool.filter(() => rng() < 0.6);
      const userId = SIMULATED_TRADER_BASE_ID + i + 1;
      return {
        userId,
        uuid: uuidOf(userId),
        coolName,
        style,
        symbols: symbols.length > 0 ? symbols : pool.slice(0, 1),
        notional: Math.round(50 + rng() * (style === 'scalper' ? 300 : 900)),
        activity: 0.3 + rng() * 0.7,
      };
    });
    for (const t of this.traders) this.byUserId.set(t.userId, t);
    this.rng = mulberry32(deriveSeed(seed, 'social-batches'));
  }

  /** Each trader's seeded record for the `historyDays` days before `today` (a day number); none when 0. */
  history(today: number): SeededHistory[] {
    const days = this.options.historyDays ?? 0;
    return days > 0 ? this.traders.map((t) => seededHistory(t, this.seed, today, days)) : [];
  }

  trader(userId: number): SimulatedTrader | undefined {
    return this.byUserId.get(userId);
  }

  isReservedName(coolName: string): boolean {
    const wanted = coolName.toLowerCase();
    return this.traders.some((t) => t.coolName.toLowerCase() === wanted);
  }

  start(): void {
    if (this.traders.length === 0) return;
    for (let i = 0; i < (this.options.warmUpBatches ?? 0); i += 1) this.tradeBatch();
    if (this.options.intervalMs > 0) this.timer = setInterval(() => this.tradeBatch(), this.options.intervalMs).unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** One batch: a few traders, picked at random, each place at most one order. */
  tradeBatch(): void {
    const size = this.options.batchSize ?? Math.max(1, Math.round(this.traders.length / 20));
    for (let i = 0; i < size; i += 1) {
      const trader = this.traders[Math.floor(this.rng() * this.traders.length)]!;
      if (this.rng() < trader.activity) this.tradeOnce(trader);
    }
    for (const s of [...SPOT_SYMBOLS, ...PERP_SYMBOLS]) {
      const price = this.price(s);
      if (price) this.lastPrice.set(s, price);
    }
    void this.trading.writer.flush().catch(() => undefined);
  }

  private price(symbol: string): Decimal | undefined {
    const close = this.trading.market.symbolState(symbol)?.close;
    return close !== undefined && Number(close) > 0 ? new Decimal(close) : undefined;
  }

  private side(trader: SimulatedTrader, symbol: string, price: Decimal): 'BUY' | 'SELL' {
    const before = this.lastPrice.get(symbol);
    const rising = before ? price.gte(before) : this.rng() < 0.5;
    switch (trader.style) {
      case 'trend':
        return this.rng() < 0.8 ? (rising ? 'BUY' : 'SELL') : rising ? 'SELL' : 'BUY';
      case 'contrarian':
        return this.rng() < 0.8 ? (rising ? 'SELL' : 'BUY') : rising ? 'BUY' : 'SELL';
      case 'hodler':
        return this.rng() < 0.7 ? 'BUY' : 'SELL';
      default:
        return this.rng() < 0.5 ? 'BUY' : 'SELL';
    }
  }

  private tradeOnce(trader: SimulatedTrader): void {
    const symbol = trader.symbols[Math.floor(this.rng() * trader.symbols.length)]!;
    const price = this.price(symbol);
    if (!price) return;
    const sr = this.trading.rules(symbol);
    const notional = new Decimal(trader.notional).times(0.5 + this.rng());
    const quantity = notional.div(price).div(sr.step).floor().times(sr.step);
    if (quantity.lt(sr.rules.baseMin) || quantity.times(price).lt(sr.rules.minNotional)) return;
    try {
      this.trading.place(trader.userId, { symbol, side: this.side(trader, symbol, price), type: 'MARKET', quantity: quantity.toFixed() });
      this.placed += 1;
    } catch {
      this.refused += 1;
    }
  }
}
