import type { AccountState } from './account-state';
import type { PositionRecord } from './records';

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
    const { positionSide } = record;
    out.push({
      record,
      symbol: record.symbol,
      key: `${record.symbol}|${positionSide}`,
      holding: record.holding,
      averageOpenPrice: record.averageOpenPrice,
      positionSide,
      marginMode: record.marginMode,
      leverage: record.leverage,
      isolatedMargin: record.isolatedMargin,
    });
  }
  return out;
}

/** Sets an isolated position's margin (funding paid into it, or 0 once liquidated); cross positions have none. */
export function setIsolatedMargin(record: PositionRecord, value: string): void {
  if (record.marginMode === 'ISOLATED') record.isolatedMargin = value;
}
