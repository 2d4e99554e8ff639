import type { AccountState } from './account-state';
import type { PositionRecord } from './records';

/**
 * The margin fields of a position that h-margin adds to `PositionRecord` (leverage per symbol, isolated margin, hedge
 * mode). The risk engine reads them ONLY through `riskPositionsOf` and `setIsolatedMargin`, with the defaults of a
 * one-way cross account, so switching to the real fields is a change here alone.
 */
interface MarginFields {
  positionSide?: 'BOTH' | 'LONG' | 'SHORT';
  marginMode?: 'CROSS' | 'ISOLATED';
  leverage?: number;
  isolatedMargin?: string;
}

/** An open position as the risk engine sees it. */
export interface RiskPosition {
  readonly record: PositionRecord;
  readonly symbol: string;
  /** `symbol|positionSide`: one position of the account. */
  readonly key: string;
  readonly holding: string;
  readonly averageOpenPrice: string;
  readonly positionSide: 'BOTH' | 'LONG' | 'SHORT';
  readonly marginMode: 'CROSS' | 'ISOLATED';
  readonly leverage: number;
  /** The margin put aside for an isolated position ('0' for cross). */
  readonly isolatedMargin: string;
}

/** The account's open (non-zero) perpetual positions with their margin fields (defaults: BOTH, CROSS, the account's leverage, 0). */
export function riskPositionsOf(a: AccountState): RiskPosition[] {
  const out: RiskPosition[] = [];
  for (const record of a.positions.values()) {
    if (record.holding === '0') continue;
    const m = record as PositionRecord & MarginFields;
    const positionSide = m.positionSide ?? 'BOTH';
    out.push({
      record, symbol: record.symbol, key: `${record.symbol}|${positionSide}`, holding: record.holding, averageOpenPrice: record.averageOpenPrice,
      positionSide, marginMode: m.marginMode ?? 'CROSS', leverage: m.leverage ?? a.leverage, isolatedMargin: m.isolatedMargin ?? '0',
    });
  }
  return out;
}

/** Sets an isolated position's margin (funding paid into it, or 0 once liquidated); cross positions have none. */
export function setIsolatedMargin(record: PositionRecord, value: string): void {
  const m = record as PositionRecord & MarginFields;
  if ((m.marginMode ?? 'CROSS') === 'ISOLATED') m.isolatedMargin = value;
}
