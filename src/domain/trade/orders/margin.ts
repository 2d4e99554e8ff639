import Decimal from 'decimal.js';
import type { PositionState } from './position';

/** A perpetual position with what its margin needs: mark price, the symbol's leverage and maintenance ratio. */
export interface MarginPosition extends PositionState {
  readonly symbol: string;
  readonly markPrice: string;
  /** e.g. 10 for 10×: initial margin is notional ÷ leverage. */
  readonly leverage: string;
  /** Maintenance margin as a fraction of the notional, e.g. 0.005. */
  readonly maintenanceMarginRatio: string;
}

export interface PositionFigures {
  /** |holding| × mark. */
  readonly notional: string;
  /** holding × (mark − average open price). */
  readonly unrealizedPnl: string;
  readonly initialMargin: string;
  readonly maintenanceMargin: string;
  /** Unrealised PnL ÷ the margin the position opened with (|holding| × open price ÷ leverage); a fraction. */
  readonly roe: string;
}

export function positionFigures(p: MarginPosition): PositionFigures {
  const holding = new Decimal(p.holding);
  const notional = holding.abs().times(p.markPrice);
  const pnl = holding.times(new Decimal(p.markPrice).minus(p.averageOpenPrice));
  const openMargin = holding.abs().times(p.averageOpenPrice).div(p.leverage);
  return {
    notional: notional.toString(),
    unrealizedPnl: pnl.toString(),
    initialMargin: notional.div(p.leverage).toString(),
    maintenanceMargin: notional.times(p.maintenanceMarginRatio).toString(),
    roe: openMargin.isZero() ? '0' : pnl.div(openMargin).toString(),
  };
}

/** A cross-margin account: its collateral (the USDT balance) and every open position. */
export interface CrossAccount {
  readonly collateral: string;
  readonly positions: readonly MarginPosition[];
  /** Initial margin held by open perpetual orders. */
  readonly orderMargin?: string;
}

export interface CrossFigures {
  /** Collateral + unrealised PnL (equity). */
  readonly totalAccountValue: string;
  readonly unrealizedPnl: string;
  readonly initialMargin: string;
  readonly maintenanceMargin: string;
  /** What new orders may use: account value − initial margin of positions and open orders (never below 0). */
  readonly freeCollateral: string;
  /** Account value ÷ total notional (the exchange's margin ratio); undefined without positions. */
  readonly marginRatio?: string;
}

export function crossFigures(account: CrossAccount): CrossFigures {
  let pnl = new Decimal(0);
  let im = new Decimal(0);
  let mm = new Decimal(0);
  let notional = new Decimal(0);
  for (const p of account.positions) {
    const f = positionFigures(p);
    pnl = pnl.plus(f.unrealizedPnl);
    im = im.plus(f.initialMargin);
    mm = mm.plus(f.maintenanceMargin);
    notional = notional.plus(f.notional);
  }
  const value = new Decimal(account.collateral).plus(pnl);
  const free = Decimal.max(0, value.minus(im).minus(account.orderMargin ?? '0'));
  return {
    totalAccountValue: value.toString(),
    unrealizedPnl: pnl.toString(),
    initialMargin: im.toString(),
    maintenanceMargin: mm.toString(),
    freeCollateral: free.toString(),
    marginRatio: notional.isZero() ? undefined : value.div(notional).toString(),
  };
}

/**
 * The mark price at which the account's value falls to its maintenance margin, the other positions held at their
 * marks: collateral′ + q·(p − entry) = |q|·p·mmr, collateral′ = collateral + others' PnL − others' maintenance.
 * Undefined when the position cannot be liquidated by its own price (a long whose answer is ≤ 0) or is flat.
 */
export function liquidationPrice(account: CrossAccount, symbol: string): string | undefined {
  const position = account.positions.find((p) => p.symbol === symbol);
  if (!position) return undefined;
  const q = new Decimal(position.holding);
  if (q.isZero()) return undefined;
  let rest = new Decimal(account.collateral);
  for (const other of account.positions) {
    if (other === position) continue;
    const f = positionFigures(other);
    rest = rest.plus(f.unrealizedPnl).minus(f.maintenanceMargin);
  }
  const m = new Decimal(position.maintenanceMarginRatio);
  const price = q
    .times(position.averageOpenPrice)
    .minus(rest)
    .div(q.minus(q.abs().times(m)));
  return price.gt(0) ? price.toString() : undefined;
}

/** Initial margin a new perpetual order needs: price × quantity ÷ leverage. */
export function orderMargin(price: string, quantity: string, leverage: string): string {
  return new Decimal(price).times(quantity).div(leverage).toString();
}
