import { LEADERBOARD_REFRESH_SECONDS } from '../../src/domain/social/leaderboard';
import type { AccountState } from '../trading/account-state';
import { fromScaled, ONE } from '../trading/scaled';
import { DAY_MS, TraderFigures } from './trader-figures';

export type TradingType = 'SPOT' | 'FUTURES' | 'ALL';
export type SortBy = 'PNL' | 'ROI' | 'VOLUME';

/** One trader's totals over a window (scaled units; ROI scaled as a fraction). */
export interface WindowTotals {
  readonly userId: number;
  readonly pnl: bigint;
  readonly volume: bigint;
  readonly roi: bigint;
  readonly trades: number;
}

/** How often the leaderboards are recomputed (the page says so). */
export const REFRESH_MS = LEADERBOARD_REFRESH_SECONDS * 1000;

/**
 * The traders' figures for the leaderboards and profiles, computed from the fills: each refresh reads the fills added
 * since the last one into per-day totals (`TraderFigures`), so a leaderboard sums at most `period` days per trader.
 * Refreshed at most once per `REFRESH_MS` when read (or on demand: `refresh()`); results are kept until the next one.
 */
export class SocialMetrics {
  readonly figures = new Map<number, TraderFigures>();
  updatedTime = 0;
  private readonly cache = new Map<string, WindowTotals[]>();
  /** Set by `clear()` (DELETE /caches): the next read recomputes whatever its age. */
  private cleared = false;

  constructor(
    private readonly accounts: () => Iterable<AccountState>,
    private readonly clock: () => number,
    private readonly refreshMs = REFRESH_MS,
  ) {}

  /** Reads every account's new fills now. */
  refresh(): void {
    for (const a of this.accounts()) {
      if (a.fills.length === 0 && !this.figures.has(a.userId)) continue;
      let f = this.figures.get(a.userId);
      if (!f) {
        f = new TraderFigures(a.userId);
        this.figures.set(a.userId, f);
      }
      f.update(a.fills, a.ledger);
    }
    this.cache.clear();
    this.cleared = false;
    this.updatedTime = this.clock();
  }

  /** Drops the computed rankings: the next read recomputes from the fills (DELETE /caches). */
  clear(): void {
    this.cache.clear();
    this.cleared = true;
  }

  /** Refreshes when the figures are older than the refresh interval. */
  fresh(): this {
    if (this.cleared || this.clock() - this.updatedTime >= this.refreshMs) this.refresh();
    return this;
  }

  /** Every trader with a trade in the window, sorted (ties by user id for a stable order). */
  ranking(periodDays: number, type: TradingType, sortBy: SortBy, ascending: boolean): WindowTotals[] {
    const key = `${periodDays} ${type} ${sortBy} ${ascending}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const rows = this.totals(periodDays, type);
    const field = sortBy === 'PNL' ? 'pnl' : sortBy === 'ROI' ? 'roi' : 'volume';
    rows.sort((x, y) => {
      const diff = x[field] === y[field] ? 0 : x[field] < y[field] ? -1 : 1;
      return (ascending ? diff : -diff) || x.userId - y.userId;
    });
    this.cache.set(key, rows);
    return rows;
  }

  /** Each trader's totals over the last `periodDays` days (today included). */
  totals(periodDays: number, type: TradingType): WindowTotals[] {
    const today = Math.floor(this.clock() / DAY_MS);
    const first = today - periodDays + 1;
    const rows: WindowTotals[] = [];
    for (const f of this.figures.values()) {
      const w = f.window(first, today);
      if (w.trades === 0) continue;
      const pnl = (type !== 'FUTURES' ? w.spotPnl : 0n) + (type !== 'SPOT' ? w.futuresPnl : 0n);
      const volume = (type !== 'FUTURES' ? w.spotVolume : 0n) + (type !== 'SPOT' ? w.futuresVolume : 0n);
      if (volume === 0n) continue;
      rows.push({ userId: f.userId, pnl, volume, trades: w.trades, roi: f.capital > 0n ? (pnl * ONE) / f.capital : 0n });
    }
    return rows;
  }

  /** One trader's daily figures over the window, oldest first, one entry per calendar day (empty days included). */
  daily(userId: number, periodDays: number): { day: number; pnl: bigint; volume: bigint; trades: number; closes: number; wins: number }[] {
    const f = this.figures.get(userId);
    const today = Math.floor(this.clock() / DAY_MS);
    const out = [];
    for (let day = today - periodDays + 1; day <= today; day += 1) {
      const d = f?.days.get(day);
      out.push({
        day: day * DAY_MS,
        pnl: d ? d.spotPnl + d.futuresPnl : 0n,
        volume: d ? d.spotVolume + d.futuresVolume : 0n,
        trades: d?.trades ?? 0,
        closes: d?.closes ?? 0,
        wins: d?.wins ?? 0,
      });
    }
    return out;
  }
}

/** Scaled units as a JSON number for the wire (the real API sends numbers), rounded to 8 decimals. */
export const wireNumber = (value: bigint): number => Number(Number(fromScaled(value)).toFixed(8));
