import Decimal from 'decimal.js';
import type { OrderRequest } from '../../src/domain/trade/orders/order';
import type { ValidationContext } from '../../src/domain/trade/orders/order-validation';
import { spotFunds } from '../../src/domain/trade/orders/funds';
import type { AccountState, OrderEntry } from './account-state';
import type { SymbolRules } from './rules';
import type { SymbolBook } from './symbol-book';
import { marginAvailable } from './spot-margin';

/** What the decimal validation context needs from the engine. */
export interface ContextSource {
  available(a: AccountState, token: string): Decimal;
  midPrice(book: SymbolBook): Decimal | undefined;
  /** Spot margin's prices (spot-margin.ts `tokenPrice`). */
  readonly markOverrides: ReadonlyMap<string, string>;
  spotMark(token: string): number;
}

/** Spot funds against what is available; a spot margin account adds what it may borrow (and names its max margin). */
function spotFundsContext(
  engine: ContextSource,
  a: AccountState,
  asset: string,
  required: Decimal,
  held = new Decimal(0),
): ValidationContext['funds'] {
  const margin = marginAvailable(engine, a, asset);
  if (!margin) return { asset, required: required.toFixed(), available: engine.available(a, asset).plus(held).toFixed() };
  return { asset, required: required.toFixed(), available: margin.available.plus(held).toFixed(), maxMargin: margin.maxMargin.toFixed() };
}

/** Lots (or ticks with `unit` = tick) of a decimal value on the symbol's grid, rounded down. */
export function gridLots(sr: SymbolRules, value: Decimal, unit: Decimal = sr.step): number {
  return value.div(unit).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
}

/** A quote amount in quote units (tick × lot), rounded down. */
export function gridUnits(sr: SymbolRules, amount: Decimal): number {
  return amount.div(sr.unit).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
}

/**
 * The shared `validateOrder`'s context for a new order, in decimals: the mid, and what the order would lock against
 * what is available (a market order priced by walking the book; perpetuals: notional ÷ leverage of USDT).
 */
export function validationContext(
  engine: ContextSource,
  a: AccountState,
  sr: SymbolRules,
  book: SymbolBook,
  req: OrderRequest,
  priced: boolean,
): ValidationContext {
  const mid = engine.midPrice(book);
  const midPrice = mid?.toFixed();
  const isBid = req.side === 'BUY';
  if (sr.perp && req.reduceOnly) return { midPrice };
  let reference: Decimal | undefined;
  if (!priced) {
    const lots = req.quantity !== undefined ? gridLots(sr, new Decimal(req.quantity)) : Number.MAX_SAFE_INTEGER;
    const budget = req.quantity === undefined && req.amount !== undefined ? gridUnits(sr, new Decimal(req.amount)) : undefined;
    const walk = book.walk(isBid, lots, undefined, budget);
    if (walk.lots > 0) reference = new Decimal(walk.units).div(walk.lots).times(sr.tick);
  }
  if (sr.perp) {
    const notional =
      req.quantity === undefined && req.amount !== undefined
        ? new Decimal(req.amount)
        : new Decimal(priced ? req.price! : (reference ?? mid ?? 0).toFixed()).times(req.quantity ?? 0);
    return {
      midPrice,
      funds: {
        asset: 'USDT',
        required: notional.div(a.setting(req.symbol).leverage).toFixed(),
        available: engine.available(a, 'USDT').toFixed(),
      },
    };
  }
  if (!priced && !reference && !(req.quantity === undefined && isBid)) return { midPrice };
  const funds = spotFunds(req, reference?.toFixed());
  return { midPrice, funds: spotFundsContext(engine, a, funds.asset, new Decimal(funds.required)) };
}

/** The context of an amend: what the order would lock at its new price and size, against available plus what it holds now. */
export function amendContext(
  engine: ContextSource,
  a: AccountState,
  sr: SymbolRules,
  book: SymbolBook,
  entry: OrderEntry,
  price: string,
  lots: number,
): ValidationContext {
  const midPrice = engine.midPrice(book)?.toFixed();
  const r = entry.record;
  if (sr.perp) {
    if (r.reduceOnly) return { midPrice };
    const freed = new Decimal(r.price!).times(sr.step.times(entry.openLots)).div(a.setting(r.symbol).leverage);
    const required = new Decimal(price).times(sr.step.times(lots)).div(a.setting(r.symbol).leverage);
    return {
      midPrice,
      funds: { asset: 'USDT', required: required.toFixed(), available: engine.available(a, 'USDT').plus(freed).toFixed() },
    };
  }
  const required = r.side === 'BUY' ? new Decimal(price).times(sr.step.times(lots)) : sr.step.times(lots);
  return { midPrice, funds: spotFundsContext(engine, a, r.lockAsset, required, new Decimal(r.locked)) };
}
