import Decimal from 'decimal.js';
import {
  crossFigures,
  liquidationPrice,
  positionFigures,
  type CrossAccount,
  type MarginPosition,
  type PositionFigures,
} from '../orders/margin';
import { isolatedLiquidationPrice, marginRatio } from './risk';

/**
 * A position's figures at the live mark: the one rule the positions tab recomputes on every mark
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
        holding: position.holding,
        averageOpenPrice: position.averageOpenPrice,
        isolatedMargin: margin,
        maintenanceMarginRatio: position.maintenanceMarginRatio,
      }),
    };
  }
  // Cross: the other cross positions count at their marks; in hedge mode the same symbol's other side is another position.
  const cross = liveCrossAccount(account);
  const crossAccount = { ...cross, positions: [position, ...cross.positions.filter((p) => p !== position)] };
  return {
    ...figures,
    markPrice: position.markPrice,
    marginRatio: crossFigures(crossAccount).marginRatio,
    liquidationPrice: liquidationPrice(crossAccount, position.symbol),
  };
}

/** An open order as its margin needs it. */
export interface MarginOrder {
  readonly symbol: string;
  readonly price: string | null;
  readonly quantity: string | null;
  readonly executed: string;
  readonly reduceOnly: boolean;
}

/**
 * Each order's own margin at the leverage it was last counted with. Orders are immutable (a change is a new object),
 * so a new list (every fill) divides only the orders that changed, and adds up the rest in the same order as before.
 */
const marginOfOrder = new WeakMap<MarginOrder, { readonly times: string; readonly margin: Decimal }>();

/**
 * The initial margin open perpetual orders hold, as the exchange counts it: price × what is left to fill ÷ the
 * symbol's leverage, for every priced perpetual order that is not reduce-only.
 */
export function openOrderMargin(orders: readonly MarginOrder[], leverage: (symbol: string) => string): string {
  let margin = new Decimal(0);
  const leverages = new Map<string, string>(); // each symbol's leverage asked once, not once per order
  for (const o of orders) {
    if (!o.symbol.startsWith('PERP_') || o.reduceOnly || o.price === null || o.quantity === null) continue;
    let times = leverages.get(o.symbol);
    if (times === undefined) leverages.set(o.symbol, (times = leverage(o.symbol)));
    const known = marginOfOrder.get(o);
    if (known?.times === times) {
      margin = margin.plus(known.margin);
      continue;
    }
    const left = Decimal.max(0, new Decimal(o.quantity).minus(o.executed));
    const own = new Decimal(o.price).times(left).div(times);
    marginOfOrder.set(o, { times, margin: own });
    margin = margin.plus(own);
  }
  return margin.toString();
}

/**
 * What new perpetual orders may use at the live marks (the exchange's `freeCollateral`): cross collateral + the PnL of
 * every cross position − their initial margin − the margin open orders hold, never below 0. The order form's
 * "Available" and the account panel read this one figure.
 */
export function liveFreeCollateral(account: LiveAccount, orderMargin: string): string {
  return crossFigures(liveCrossAccount(account, orderMargin)).freeCollateral;
}

/**
 * The cross-margin account of `account` as the exchange counts it (`GET /v3/account/info`): its cross collateral, its
 * cross positions (an isolated one stands on its own margin), and the margin the open orders hold.
 */
export function liveCrossAccount(account: LiveAccount, orderMargin?: string): CrossAccount {
  return { collateral: account.crossCollateral, positions: account.positions.filter((p) => p.marginMode === 'CROSS'), orderMargin };
}
