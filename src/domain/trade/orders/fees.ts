import Decimal from 'decimal.js';
import { isPerpSymbol, symbolTokens, type OrderSide } from './order';

/** `GET /v3/trade/tradingFee`: maker and taker rates in basis points (1 bp = 0.01 %). */
export interface FeeRates {
  readonly makerFee: string;
  readonly takerFee: string;
}

/** The fee rate of a fill as a fraction: 5 bp → 0.0005. */
export function feeRate(rates: FeeRates, isMaker: boolean): Decimal {
  return new Decimal(isMaker ? rates.makerFee : rates.takerFee).div(10_000);
}

/**
 * The fee of one fill and its asset. Spot fees are taken from what the fill brings in (a buy pays in the base
 * token, a sell in the quote token); perpetual fees are paid in the settlement token (USDT) on the notional.
 */
export function fillFee(
  symbol: string,
  side: OrderSide,
  price: string,
  quantity: string,
  rates: FeeRates,
  isMaker: boolean,
): { readonly fee: string; readonly feeAsset: string } {
  const rate = feeRate(rates, isMaker);
  const { base, quote } = symbolTokens(symbol);
  if (!isPerpSymbol(symbol) && side === 'BUY') return { fee: new Decimal(quantity).times(rate).toString(), feeAsset: base };
  return { fee: new Decimal(price).times(quantity).times(rate).toString(), feeAsset: quote };
}

/** The fee the form shows before placing: on the order's notional in the quote token (an estimate for spot buys). */
export function estimatedFee(notional: string, rates: FeeRates, isMaker: boolean): string {
  return new Decimal(notional).times(feeRate(rates, isMaker)).toString();
}

/**
 * The rates after a discount (a fraction: My WOO's tier gives 0.05 … 0.4): each rate × (1 − discount), exact in
 * basis points (5 bp at 0.05 off → 4.75 bp; 2 bp at 0.4 off → 1.2 bp). A discount of 0 returns `rates` itself.
 */
export function discountedFees(rates: FeeRates, discount: string): FeeRates {
  const keep = new Decimal(1).minus(discount);
  if (keep.gte(1)) return rates;
  if (keep.lt(0)) throw new RangeError(`a fee discount above 100 %: ${discount}`);
  return { makerFee: new Decimal(rates.makerFee).times(keep).toFixed(), takerFee: new Decimal(rates.takerFee).times(keep).toFixed() };
}

/**
 * Two discounts together (My WOO's tier and a fee-discount coupon): each applies to what the other leaves,
 * 1 − (1 − a)(1 − b): 5 % and 20 % → 24 % (5 bp → 3.8 bp).
 */
export function combinedDiscount(a: string, b: string): string {
  if (a === '0') return b;
  if (b === '0') return a;
  return new Decimal(1).minus(new Decimal(1).minus(a).times(new Decimal(1).minus(b))).toFixed();
}
