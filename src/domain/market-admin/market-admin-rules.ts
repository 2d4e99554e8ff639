import Decimal from 'decimal.js';
import { num, refusal, type Refusal } from '../shared/refusal';

/**
 * The market-data admin's input rules (docs/protocol.md "Market-data admin"): what an admin may set
 * for a perpetual's funding rate, funding-rate cap, index price and mark price. Decimal strings throughout.
 */

/** The funding-rate cap a perpetual has until an admin sets one: ±0.3 % per interval. */
export const DEFAULT_FUNDING_RATE_CAP = '0.003';
/** The largest cap an admin may set: 5 % per interval. */
export const MAX_FUNDING_RATE_CAP = '0.05';
/** No funding rate beyond ±5 % may be asked for at all (beyond the cap it is clamped, beyond this refused). */
export const MAX_FUNDING_RATE = '0.05';
/** Rates and caps carry at most 8 decimals, as the public funding rows. */
export const RATE_DECIMALS = 8;

/** The calls of the admin, as the audit log names them. */
export type AdminCall = 'funding-rate' | 'funding_rate_cap' | 'index-price' | 'mark-price';
export const ADMIN_CALLS: readonly AdminCall[] = ['funding-rate', 'funding_rate_cap', 'index-price', 'mark-price'];

/** Why an input is refused: the field and an English message naming the limit (the simulator's `message`). */
export interface AdminInputRefusal {
  readonly field: 'rate' | 'cap' | 'price';
  /** Why, as a refusal the view translates (the simulator words it on the wire after the field's name). */
  readonly refusal: Refusal;
  /** The broken limit. */
  readonly limit?: string;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

function decimalOf(text: string): Decimal | undefined {
  return DECIMAL.test(text.trim()) ? new Decimal(text.trim()) : undefined;
}

/** `rate` is `rate`'s decimals beyond `max`? */
const tooPrecise = (value: Decimal, max: number): boolean => value.decimalPlaces() > max;

/** A funding rate request: a decimal of at most 8 places within ±MAX_FUNDING_RATE (beyond the cap it is clamped). */
export function checkFundingRate(rate: string): AdminInputRefusal | undefined {
  const value = decimalOf(rate);
  if (!value) return { field: 'rate', refusal: refusal('admin.notDecimal') };
  if (tooPrecise(value, RATE_DECIMALS))
    return { field: 'rate', refusal: refusal('admin.tooManyDecimals', { decimals: num(RATE_DECIMALS) }), limit: String(RATE_DECIMALS) };
  if (value.abs().gt(MAX_FUNDING_RATE))
    return { field: 'rate', refusal: refusal('admin.rateOutOfRange', { max: num(MAX_FUNDING_RATE) }), limit: MAX_FUNDING_RATE };
  return undefined;
}

/** A funding-rate cap: more than 0, at most MAX_FUNDING_RATE_CAP, at most 8 decimals. */
export function checkFundingRateCap(cap: string): AdminInputRefusal | undefined {
  const value = decimalOf(cap);
  if (!value) return { field: 'cap', refusal: refusal('admin.notDecimal') };
  if (value.lte(0)) return { field: 'cap', refusal: refusal('admin.notPositive'), limit: '0' };
  if (tooPrecise(value, RATE_DECIMALS))
    return { field: 'cap', refusal: refusal('admin.tooManyDecimals', { decimals: num(RATE_DECIMALS) }), limit: String(RATE_DECIMALS) };
  if (value.gt(MAX_FUNDING_RATE_CAP))
    return { field: 'cap', refusal: refusal('admin.capAboveMax', { max: num(MAX_FUNDING_RATE_CAP) }), limit: MAX_FUNDING_RATE_CAP };
  return undefined;
}

/** An index or mark price: more than 0 and a multiple of the symbol's price tick. */
export function checkAdminPrice(price: string, tick: string): AdminInputRefusal | undefined {
  const value = decimalOf(price);
  if (!value) return { field: 'price', refusal: refusal('admin.notDecimal') };
  if (value.lte(0)) return { field: 'price', refusal: refusal('admin.notPositive'), limit: '0' };
  if (!value.mod(tick).isZero())
    return { field: 'price', refusal: refusal('admin.priceTick', { tick: num(tick) }), limit: new Decimal(tick).toFixed() };
  return undefined;
}

/** The funding rate that applies: the requested one held within ±cap. */
export function clampToCap(rate: string, cap: string): string {
  const limit = new Decimal(cap).abs();
  return Decimal.min(limit, Decimal.max(limit.neg(), rate)).toFixed();
}

/** True when `rate` lies beyond ±cap (it would be clamped). */
export function beyondCap(rate: string, cap: string): boolean {
  return new Decimal(rate).abs().gt(new Decimal(cap).abs());
}

/** A rate as a percentage text without trailing zeros: 0.0005 → "0.05". */
export function ratePercent(rate: string): string {
  return new Decimal(rate).times(100).toFixed();
}
