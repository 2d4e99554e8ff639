import Decimal from 'decimal.js';
import { num, refusal, type Refusal } from '../../shared/refusal';

/**
 * Leverage, margin modes and position modes of perpetuals (ADR 0019). Pure and decimal-safe: the
 * simulator's engine and the app's order form read the same rules.
 */

export type MarginMode = 'CROSS' | 'ISOLATED';
export type PositionMode = 'ONE_WAY' | 'HEDGE_MODE';
export type PositionSide = 'BOTH' | 'LONG' | 'SHORT';
export type Side = 'BUY' | 'SELL';

/** One row of `/instrument/v4/public/leverageLimitations` (notionals in USDT, ascending). */
export interface LeverageTier {
  readonly maxNotional: string;
  readonly maxLeverage: number;
  readonly maintenanceMarginRatio: string;
}

/** The tier a position's notional falls in (the last tier above every cap). */
export function tierFor(tiers: readonly LeverageTier[], notional: Decimal.Value): LeverageTier {
  const n = new Decimal(notional).abs();
  return tiers.find((t) => n.lte(t.maxNotional)) ?? tiers[tiers.length - 1];
}

/** The highest leverage a position of this notional may use. */
export function maxLeverageFor(tiers: readonly LeverageTier[], notional: Decimal.Value): number {
  return tierFor(tiers, notional).maxLeverage;
}

/** Maintenance margin as a fraction of the notional, from the notional's tier. */
export function maintenanceRatioFor(tiers: readonly LeverageTier[], notional: Decimal.Value): string {
  return tierFor(tiers, notional).maintenanceMarginRatio;
}

/** The symbol's highest leverage (the first tier's). */
export function symbolMaxLeverage(tiers: readonly LeverageTier[]): number {
  return tiers.reduce((max, t) => Math.max(max, t.maxLeverage), 0);
}

/**
 * The largest position notional allowed at `leverage`: the highest cap of the tiers that allow that leverage
 * (undefined when no tier does).
 */
export function maxNotionalFor(tiers: readonly LeverageTier[], leverage: number): string | undefined {
  let cap: Decimal | undefined;
  for (const t of tiers) if (t.maxLeverage >= leverage && (cap === undefined || cap.lt(t.maxNotional))) cap = new Decimal(t.maxNotional);
  return cap?.toFixed();
}

/** What a leverage change on one symbol is checked against. */
export interface LeverageChange {
  readonly marginMode: MarginMode;
  readonly current: number;
  readonly next: number;
  readonly tiers: readonly LeverageTier[];
  /** |holding| × mark of the symbol's position(s) ('0' when flat). */
  readonly positionNotional: string;
  /** Price × open size of the symbol's open orders that hold margin. */
  readonly orderNotional: string;
  /** Cross: the account's free collateral now. */
  readonly freeCollateral: string;
  /** Isolated: the USDT set aside for the position. */
  readonly isolatedMargin: string;
}

export type Verdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: 'range' | 'tier' | 'margin'; readonly refusal: Refusal; readonly limit: string };

const fmt = (d: Decimal): string => d.toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2);
/** A USDT amount of a refusal: rounded up to 2 decimals (a shortfall is never understated), shown with 2. */
const usdt = (d: Decimal) => num(fmt(d), 2);

/**
 * Whether a symbol's leverage may change: within 1 … the symbol's maximum, allowed for the position's notional by its
 * tier, and the new initial margin covered. Cross: the extra initial margin (positions and orders at the new
 * leverage minus at the old) must fit in the free collateral. Isolated: the position's isolated margin must cover
 * its new initial margin (and the orders' extra margin must fit in the free collateral). A refusal names the limit.
 */
export function leverageChangeVerdict(c: LeverageChange): Verdict {
  const max = symbolMaxLeverage(c.tiers);
  if (!Number.isInteger(c.next) || c.next < 1 || c.next > max) {
    return { allowed: false, reason: 'range', refusal: refusal('leverage.range', { max: num(max) }), limit: String(max) };
  }
  const tierMax = maxLeverageFor(c.tiers, c.positionNotional);
  if (c.next > tierMax) {
    return {
      allowed: false,
      reason: 'tier',
      refusal: refusal('leverage.tier', { notional: usdt(new Decimal(c.positionNotional)), max: num(tierMax) }),
      limit: String(tierMax),
    };
  }
  if (c.next >= c.current) return { allowed: true };
  const orderExtra = new Decimal(c.orderNotional).div(c.next).minus(new Decimal(c.orderNotional).div(c.current));
  const positionNew = new Decimal(c.positionNotional).div(c.next);
  if (c.marginMode === 'ISOLATED') {
    const shortfall = positionNew.minus(c.isolatedMargin);
    if (shortfall.gt(0)) {
      return {
        allowed: false,
        reason: 'margin',
        refusal: refusal('leverage.isolatedShort', { shortfall: usdt(shortfall), required: usdt(positionNew) }),
        limit: fmt(shortfall),
      };
    }
    return orderExtra.gt(c.freeCollateral) ? short(orderExtra.minus(c.freeCollateral)) : { allowed: true };
  }
  const extra = positionNew.minus(new Decimal(c.positionNotional).div(c.current)).plus(orderExtra);
  return extra.gt(c.freeCollateral) ? short(extra.minus(c.freeCollateral)) : { allowed: true };
}

const short = (shortfall: Decimal): Verdict => ({
  allowed: false,
  reason: 'margin',
  refusal: refusal('leverage.collateralShort', { shortfall: usdt(shortfall) }),
  limit: fmt(shortfall),
});

/** Initial margin of a notional at a leverage. */
export function initialMarginOf(notional: Decimal.Value, leverage: number): string {
  return new Decimal(notional).abs().div(leverage).toFixed();
}

/** How much isolated margin may be taken out: what is above the initial margin at the mark (never below 0). */
export function maxRemovableMargin(isolatedMargin: string, notionalAtMark: string, leverage: number): string {
  return Decimal.max(0, new Decimal(isolatedMargin).minus(new Decimal(notionalAtMark).abs().div(leverage))).toFixed();
}

/** The isolated margin a fill moves: + initial margin of what opens, − the share of what closes. */
export function isolatedMarginAfterFill(
  isolatedMargin: string,
  holdingBefore: string,
  holdingAfter: string,
  price: string,
  leverage: number,
): string {
  const before = new Decimal(holdingBefore);
  const after = new Decimal(holdingAfter);
  const flipped = !before.isZero() && !after.isZero() && before.isNeg() !== after.isNeg();
  let margin = new Decimal(isolatedMargin);
  if (flipped || after.isZero()) margin = new Decimal(0);
  else if (after.abs().lt(before.abs())) margin = margin.times(after.abs()).div(before.abs());
  const opened = flipped || before.isZero() ? after.abs() : Decimal.max(0, after.abs().minus(before.abs()));
  return margin.plus(opened.times(price).div(leverage)).toFixed();
}

/** Which position an order acts on, and whether it may only reduce it. */
export type PositionTarget =
  { readonly ok: true; readonly positionSide: PositionSide; readonly closes: boolean } | { readonly ok: false; readonly refusal: Refusal };

/**
 * One-way: every order acts on the one position (positionSide BOTH). Hedge mode: positionSide LONG or SHORT is
 * required; BUY LONG opens or grows the long, SELL LONG reduces it, SELL SHORT opens or grows the short, BUY SHORT
 * reduces it (a reducing order never flips a hedge position).
 */
export function positionTarget(mode: PositionMode, side: Side, positionSide: PositionSide | undefined): PositionTarget {
  if (mode === 'ONE_WAY') {
    if (positionSide !== undefined && positionSide !== 'BOTH') return { ok: false, refusal: refusal('position.sideOneWay') };
    return { ok: true, positionSide: 'BOTH', closes: false };
  }
  if (positionSide !== 'LONG' && positionSide !== 'SHORT') return { ok: false, refusal: refusal('position.sideHedge') };
  return { ok: true, positionSide, closes: (positionSide === 'LONG') !== (side === 'BUY') };
}

/** The labels of a hedge-mode order: open long / open short / close long / close short. */
export function hedgeAction(side: Side, positionSide: 'LONG' | 'SHORT'): 'OPEN_LONG' | 'OPEN_SHORT' | 'CLOSE_LONG' | 'CLOSE_SHORT' {
  if (positionSide === 'LONG') return side === 'BUY' ? 'OPEN_LONG' : 'CLOSE_LONG';
  return side === 'SELL' ? 'OPEN_SHORT' : 'CLOSE_SHORT';
}

/** The order side and position side of a hedge-mode action. */
export function hedgeOrder(action: 'OPEN_LONG' | 'OPEN_SHORT' | 'CLOSE_LONG' | 'CLOSE_SHORT'): {
  side: Side;
  positionSide: 'LONG' | 'SHORT';
} {
  switch (action) {
    case 'OPEN_LONG':
      return { side: 'BUY', positionSide: 'LONG' };
    case 'CLOSE_LONG':
      return { side: 'SELL', positionSide: 'LONG' };
    case 'OPEN_SHORT':
      return { side: 'SELL', positionSide: 'SHORT' };
    default:
      return { side: 'BUY', positionSide: 'SHORT' };
  }
}

/**
 * The key of a position among an account's positions: the symbol in one-way mode (BOTH), `symbol:LONG` /
 * `symbol:SHORT` in hedge mode (as the private stream keys its `position` entries).
 */
export function positionKey(symbol: string, positionSide: PositionSide = 'BOTH'): string {
  return positionSide === 'BOTH' ? symbol : `${symbol}:${positionSide}`;
}

/** The symbol and side a position key names. */
export function parsePositionKey(key: string): { readonly symbol: string; readonly positionSide: PositionSide } {
  const [symbol, side] = key.split(':');
  return { symbol, positionSide: side === 'LONG' || side === 'SHORT' ? side : 'BOTH' };
}

/** The slider's marks: 1 and 5/10/20/50/100 up to the symbol's maximum (which is always a mark). */
export function leverageMarks(max: number): number[] {
  const marks = [1, ...[5, 10, 20, 50, 100].filter((m) => m < max)];
  if (max > 1) marks.push(max);
  return marks;
}
