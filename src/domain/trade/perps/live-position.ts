import Decimal from 'decimal.js';
import { crossFigures, liquidationPrice, positionFigures, type MarginPosition, type PositionFigures } from '../orders/margin';
import { isolatedLiquidationPrice, marginRatio } from './risk';

/**
 * A position's figures at the live mark (issue 30 item 1): the one rule the positions tab recomputes on every mark
 * price tick. Built on the margin rules (`margin.ts`, `risk.ts`) the simulator also uses, so the row agrees with the
 * exchange's `estLiqPrice` at the same mark.
 */

/** A perpetual position with its margin mode; `isolatedMargin` is the USDT set aside for an isolated one. */
export interface LivePosition extends MarginPosition {
  readonly marginMode: 'CROSS' | 'ISOLATED';
  /** '0' (or absent) for a cross position. */
  readonly isolatedMargin?: string;
}

/**
 * The account as the positions tab sees it: the cross collateral (USDT holding − frozen − every isolated margin, as
 * the exchange counts it) and every open position, each at its own mark.
 */
export interface LiveAccount {
  readonly crossCollateral: string;
  readonly positions: readonly LivePosition[];
}

export interface LiveFigures extends PositionFigures {
  readonly markPrice: string;
  /**
   * Equity ÷ notional: an isolated position's (margin + its PnL) ÷ its notional; a cross position's is the cross
   * account's (collateral + every cross PnL) ÷ every cross notional. Undefined without notional.
   */
  readonly marginRatio: string | undefined;
  /** The mark at which it is liquidated; undefined when its own price cannot liquidate it (or it is flat). */
  readonly liquidationPrice: string | undefined;
}

/** Every position of the account at the marks given (a symbol without a live mark keeps the mark it has). */
export function atMarks(account: LiveAccount, mark: (symbol: string) => string | undefined): LiveAccount {
  return { ...account, positions: account.positions.map((p) => ({ ...p, markPrice: mark(p.symbol) ?? p.markPrice })) };
}

/** The figures of `account.positions[index]` at the marks the positions carry. */
export function livePositionFigures(account: LiveAccount, index: number): LiveFigures {
  const position = account.positions[index];
  const figures = positionFigures(position);
  if (position.marginMode === 'ISOLATED') {
    const margin = position.isolatedMargin ?? '0';
    const equity = new Decimal(margin).plus(figures.unrealizedPnl).toString();
    return {
      ...figures,
      markPrice: position.markPrice,
      marginRatio: marginRatio(equity, figures.notional),
      liquidationPrice: isolatedLiquidationPrice({
        holding: position.holding, averageOpenPrice: position.averageOpenPrice, isolatedMargin: margin, maintenanceMarginRatio: position.maintenanceMarginRatio,
      }),
    };
  }
  // Cross: the other cross positions count at their marks; in hedge mode the same symbol's other side is another position.
  const cross = account.positions.filter((p) => p.marginMode === 'CROSS');
  const ordered = [position, ...cross.filter((p) => p !== position)];
  const crossAccount = { collateral: account.crossCollateral, positions: ordered };
  return {
    ...figures,
    markPrice: position.markPrice,
    marginRatio: crossFigures(crossAccount).marginRatio,
    liquidationPrice: liquidationPrice(crossAccount, position.symbol),
  };
}
