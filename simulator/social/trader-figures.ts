import type { FillRecord } from '../trading/records';
import type { LedgerList } from '../trading/ledger-rows';
import { ONE, SCALE, toScaled } from '../trading/scaled';

export const DAY_MS = 24 * 3600 * 1000;

/** One day of one trader's fills, in scaled units (`scaled.ts`): volumes and PnL in USDT. */
export interface DayFigures {
  spotVolume: bigint;
  futuresVolume: bigint;
  spotPnl: bigint;
  futuresPnl: bigint;
  trades: number;
  closes: number;
  wins: number;
}

/** Sums over days (a window's totals, or the running totals up to a day). */
export interface RunningTotals {
  readonly spotPnl: bigint;
  readonly futuresPnl: bigint;
  readonly spotVolume: bigint;
  readonly futuresVolume: bigint;
  readonly trades: number;
}

const ZERO: RunningTotals = { spotPnl: 0n, futuresPnl: 0n, spotVolume: 0n, futuresVolume: 0n, trades: 0 };

const emptyDay = (): DayFigures => ({ spotVolume: 0n, futuresVolume: 0n, spotPnl: 0n, futuresPnl: 0n, trades: 0, closes: 0, wins: 0 });

/** A plain decimal string as scaled units, without decimal.js (fills are plain decimals); exponents fall back. */
export function scaledOf(text: string): bigint {
  if (text.includes('e') || text.includes('E')) return toScaled(text);
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const point = body.indexOf('.');
  const whole = point < 0 ? body : body.slice(0, point);
  let fraction = point < 0 ? '' : body.slice(point + 1);
  fraction = fraction.length > SCALE ? fraction.slice(0, SCALE) : fraction.padEnd(SCALE, '0');
  const value = BigInt((whole || '0') + fraction);
  return negative ? -value : value;
}

const baseOf = (symbol: string): string => symbol.split('_')[1] ?? symbol;

/**
 * One trader's figures, kept up to date from the account's fills and ledger (read from where the last update
 * stopped). Spot PnL is realised on sells against the average cost of what the trader bought here (holdings with no
 * purchase, such as the demo funds, carry no cost and their sale books no PnL); futures PnL is the fill's realised
 * PnL. Fees are taken off both. Capital is the USDT deposited.
 */
export class TraderFigures {
  readonly days = new Map<number, DayFigures>();
  /** Volume per base asset (the asset preference). */
  readonly assets = new Map<string, bigint>();
  private readonly spotCost = new Map<string, { qty: bigint; cost: bigint }>();
  capital = 0n;
  /** True while `capital` is a seeded record's (replaced by the account's first USDT deposit). */
  private capitalSeeded = false;
  fillCursor = 0;
  ledgerCursor = 0;
  firstTradeTime = 0;
  lastTradeTime = 0;
  /** The days with fills, ascending, and running totals to the end of each (`sums`), rebuilt by `index()`. */
  private order: number[] = [];
  private running: RunningTotals[] = [];
  private dirty = false;

  constructor(readonly userId: number) {}

  /** Reads the fills and ledger rows added since the last call. */
  update(fills: readonly FillRecord[], ledger: LedgerList): void {
    for (; this.ledgerCursor < ledger.length; this.ledgerCursor += 1) {
      const l = ledger.at(this.ledgerCursor)!;
      if (l.type !== 'DEPOSIT' || l.token !== 'USDT') continue;
      if (this.capitalSeeded) {
        this.capital = 0n;
        this.capitalSeeded = false;
      }
      this.capital += scaledOf(l.amount);
    }
    for (; this.fillCursor < fills.length; this.fillCursor += 1) this.add(fills[this.fillCursor]!);
    this.index();
  }

  /**
   * Adds days before any fill (a simulated trader's seeded record): each day's figures are added to the day's, the
   * first trade time moves back to the earliest day, the running totals are rebuilt, and `capital` is set when the
   * trader has none yet (the account's first USDT deposit replaces it).
   */
  addPriorDays(days: ReadonlyMap<number, DayFigures>, capital: bigint, assets: ReadonlyMap<string, bigint> = new Map()): void {
    for (const [index, figures] of days) {
      const d = this.day(index);
      d.spotVolume += figures.spotVolume;
      d.futuresVolume += figures.futuresVolume;
      d.spotPnl += figures.spotPnl;
      d.futuresPnl += figures.futuresPnl;
      d.trades += figures.trades;
      d.closes += figures.closes;
      d.wins += figures.wins;
      this.dirty = true;
    }
    for (const [base, volume] of assets) this.assets.set(base, (this.assets.get(base) ?? 0n) + volume);
    const traded = [...days]
      .filter(([, d]) => d.trades > 0)
      .map(([index]) => index)
      .sort((a, b) => a - b);
    if (traded.length > 0) {
      const first = traded[0]! * DAY_MS;
      const last = traded[traded.length - 1]! * DAY_MS;
      if (this.firstTradeTime === 0 || first < this.firstTradeTime) this.firstTradeTime = first;
      if (last > this.lastTradeTime) this.lastTradeTime = last;
    }
    if (this.capital === 0n && capital > 0n) {
      this.capital = capital;
      this.capitalSeeded = true;
    }
    this.index();
  }

  /** Rebuilds the running totals after fills were added (a window's totals are then two look-ups). */
  index(): void {
    if (!this.dirty) return;
    this.order = [...this.days.keys()].sort((a, b) => a - b);
    let acc: RunningTotals = { spotPnl: 0n, futuresPnl: 0n, spotVolume: 0n, futuresVolume: 0n, trades: 0 };
    this.running = this.order.map((day) => {
      const d = this.days.get(day)!;
      acc = {
        spotPnl: acc.spotPnl + d.spotPnl,
        futuresPnl: acc.futuresPnl + d.futuresPnl,
        spotVolume: acc.spotVolume + d.spotVolume,
        futuresVolume: acc.futuresVolume + d.futuresVolume,
        trades: acc.trades + d.trades,
      };
      return acc;
    });
    this.dirty = false;
  }

  /** Totals of the days `first` … `last` (day numbers, inclusive), from the running totals. */
  window(first: number, last: number): RunningTotals {
    this.index();
    const upTo = (day: number): RunningTotals | undefined => {
      let lo = 0;
      let hi = this.order.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.order[mid]! <= day) lo = mid + 1;
        else hi = mid;
      }
      return lo === 0 ? undefined : this.running[lo - 1];
    };
    const end = upTo(last);
    if (!end) return ZERO;
    const start = upTo(first - 1) ?? ZERO;
    return {
      spotPnl: end.spotPnl - start.spotPnl,
      futuresPnl: end.futuresPnl - start.futuresPnl,
      spotVolume: end.spotVolume - start.spotVolume,
      futuresVolume: end.futuresVolume - start.futuresVolume,
      trades: end.trades - start.trades,
    };
  }

  add(f: FillRecord): void {
    const price = scaledOf(f.executedPrice);
    const qty = scaledOf(f.executedQuantity);
    const fee = scaledOf(f.fee);
    const notional = (price * qty) / ONE;
    const day = this.day(Math.floor(f.executedTimestamp / DAY_MS));
    this.dirty = true;
    day.trades += 1;
    if (this.firstTradeTime === 0) this.firstTradeTime = f.executedTimestamp;
    this.lastTradeTime = f.executedTimestamp;
    const base = baseOf(f.symbol);
    this.assets.set(base, (this.assets.get(base) ?? 0n) + notional);
    if (f.symbol.startsWith('PERP_')) {
      const realised = scaledOf(f.realizedPnl);
      day.futuresVolume += notional;
      day.futuresPnl += realised - fee;
      if (realised !== 0n) this.close(day, realised - fee);
      return;
    }
    day.spotVolume += notional;
    const held = this.spotCost.get(base) ?? { qty: 0n, cost: 0n };
    this.spotCost.set(base, held);
    if (f.side === 'BUY') {
      // the fee is paid in the base token: the cost buys qty − fee
      held.qty += qty - fee;
      held.cost += notional;
      return;
    }
    const tracked = qty < held.qty ? qty : held.qty;
    if (tracked <= 0n) {
      day.spotPnl -= fee;
      return;
    }
    const cost = (held.cost * tracked) / held.qty;
    const proceeds = (price * tracked) / ONE;
    const pnl = proceeds - cost - fee;
    held.qty -= tracked;
    held.cost -= cost;
    day.spotPnl += pnl;
    this.close(day, pnl);
  }

  private close(day: DayFigures, pnl: bigint): void {
    day.closes += 1;
    if (pnl > 0n) day.wins += 1;
  }

  private day(index: number): DayFigures {
    let d = this.days.get(index);
    if (!d) {
      d = emptyDay();
      this.days.set(index, d);
    }
    return d;
  }
}
