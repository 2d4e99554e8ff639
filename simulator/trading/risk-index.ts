import type { AccountState } from './account-state';

/** One position in its symbol's index: the mark price at which it is liquidated (a number, for ordering). */
export interface RiskEntry {
  readonly a: AccountState;
  readonly symbol: string;
  /** `symbol|positionSide` of `riskPositionsOf`. */
  readonly key: string;
  readonly long: boolean;
  readonly isolated: boolean;
  /** Liquidation price; NaN when it cannot be liquidated by its own mark (kept only in `holders`). */
  readonly liq: number;
}

/** Relative slack of the number pre-filter: candidates are then decided exactly (decimal.js). */
const SLACK = 1e-9;

/**
 * The positions of one symbol, sorted by liquidation price: longs highest first (they go when the mark falls to their
 * price), shorts lowest first (when it rises to it). A mark change reads only the front of each list, so it finds
 * every liquidation without looking at the positions that are safe.
 */
export class SymbolRiskIndex {
  readonly longs: RiskEntry[] = [];
  readonly shorts: RiskEntry[] = [];
  /** Every open position of the symbol (liquidatable or not), by `userId key`. */
  readonly holders = new Map<string, RiskEntry>();
  /** Cross accounts with more than one position whose liquidation price here moved with another symbol's mark. */
  readonly stale = new Set<AccountState>();
  /** The mark the index last looked at. */
  lastMark?: string;

  add(e: RiskEntry): void {
    this.holders.set(`${e.a.userId} ${e.key}`, e);
    if (Number.isNaN(e.liq)) return;
    const list = e.long ? this.longs : this.shorts;
    list.splice(this.position(list, e.long, e.liq), 0, e);
  }

  remove(e: RiskEntry): void {
    this.holders.delete(`${e.a.userId} ${e.key}`);
    if (Number.isNaN(e.liq)) return;
    const list = e.long ? this.longs : this.shorts;
    for (let i = this.position(list, e.long, e.liq, true); i < list.length && list[i].liq === e.liq; i += 1) {
      if (list[i] === e) {
        list.splice(i, 1);
        return;
      }
    }
  }

  /** Entries whose liquidation price the mark has reached (with a little slack: the caller decides each exactly). */
  candidates(mark: number): RiskEntry[] {
    const out: RiskEntry[] = [];
    for (const e of this.longs) {
      if (e.liq < mark * (1 - SLACK)) break;
      out.push(e);
    }
    for (const e of this.shorts) {
      if (e.liq > mark * (1 + SLACK)) break;
      out.push(e);
    }
    return out;
  }

  /** First index whose entry comes after `liq` (or at it, with `first`) in the list's order. */
  private position(list: readonly RiskEntry[], long: boolean, liq: number, first = false): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const v = list[mid].liq;
      const before = long ? (first ? v > liq : v >= liq) : first ? v < liq : v <= liq;
      if (before) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
