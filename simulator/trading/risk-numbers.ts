import { LEVERAGE_TIERS } from '../market/instrument-extras-routes';
import type { AccountState } from './account-state';
import type { RiskPosition } from './risk-positions';

/**
 * The risk figures in JS numbers, for the index and the first look at a decision. They are within ~1e-15 of the
 * decimal ones (risk.ts); the index reads them with a 1e-9 slack and a decision this close to the boundary is taken
 * again with decimal.js (`RiskEngine`), so no answer depends on a rounding.
 */
export const NEAR = 1e-9;

export function maintenanceRatioNumber(notional: number): number {
  for (const t of LEVERAGE_TIERS) if (notional <= t.maxNotional) return t.maintenanceMarginRatio;
  return LEVERAGE_TIERS[LEVERAGE_TIERS.length - 1].maintenanceMarginRatio;
}

export interface CrossNumbers {
  /** USDT holding − frozen − isolated margins. */
  readonly collateral: number;
  readonly equity: number;
  readonly maintenance: number;
  readonly notional: number;
  /** Liquidation price of each cross position (NaN: none), by key. */
  readonly liq: Map<string, number>;
}

/** The cross part of an account in numbers: equity, maintenance, and every cross position's liquidation price (O(n)). */
export function crossNumbers(a: AccountState, positions: readonly RiskPosition[], markOf: (symbol: string) => number): CrossNumbers {
  const usdt = a.balance('USDT');
  let collateral = usdt.holdingNumber() - usdt.frozenNumber();
  const rows: { key: string; q: number; e: number; pnl: number; mm: number; mmr: number }[] = [];
  let pnl = 0;
  let mm = 0;
  let notional = 0;
  for (const p of positions) {
    if (p.marginMode === 'ISOLATED') {
      collateral -= Number(p.isolatedMargin);
      continue;
    }
    const q = Number(p.holding);
    const e = Number(p.averageOpenPrice);
    const m = markOf(p.symbol);
    const n = Math.abs(q) * m;
    const mmr = maintenanceRatioNumber(n);
    const row = { key: p.key, q, e, pnl: q * (m - e), mm: n * mmr, mmr };
    rows.push(row);
    pnl += row.pnl;
    mm += row.mm;
    notional += n;
  }
  const liq = new Map<string, number>();
  for (const r of rows) {
    // collateral′ = collateral + others' PnL − others' maintenance; p = (q·e − collateral′) ÷ (q − |q|·mmr)
    const rest = collateral + (pnl - r.pnl) - (mm - r.mm);
    const price = (r.q * r.e - rest) / (r.q - Math.abs(r.q) * r.mmr);
    liq.set(r.key, price > 0 ? price : NaN);
  }
  return { collateral, equity: collateral + pnl, maintenance: mm, notional, liq };
}

/** An isolated position's liquidation price in numbers (NaN: none). */
export function isolatedLiqNumber(p: RiskPosition, mark: number): number {
  const q = Number(p.holding);
  const mmr = maintenanceRatioNumber(Math.abs(q) * mark);
  const price = (q * Number(p.averageOpenPrice) - Number(p.isolatedMargin)) / (q - Math.abs(q) * mmr);
  return price > 0 ? price : NaN;
}

/** true / false when the numbers decide it beyond doubt (equity ≤ maintenance liquidates), undefined when too close to call. */
export function clearly(equity: number, maintenance: number, notional: number): boolean | undefined {
  const band = NEAR * (notional + Math.abs(equity) + 1);
  if (equity - maintenance > band) return false;
  if (maintenance - equity > band) return true;
  return undefined;
}
