import Decimal from 'decimal.js';

/**
 * Convert (request for quote): the arithmetic of a quote, the sell amount's limits, the countdown to
 * a quote's expiry and whether it may be accepted. Pure; decimal strings in and out.
 */

/** A quote as `GET /v3/convert/rfq` answers it; `buyPrice` is the buy token per one sell token, spread included. */
export interface ConvertQuote {
  readonly quoteId: number;
  readonly sellToken: string;
  readonly sellQuantity: string;
  readonly buyToken: string;
  readonly buyQuantity: string;
  readonly buyPrice: string;
  /** Epoch ms after which the quote can no longer be accepted. */
  readonly expireTimestamp: number;
}

/** A completed conversion (a row of `GET /v3/convert/trades`). */
export interface ConvertTrade {
  readonly id: number;
  readonly quoteId: number;
  readonly sellToken: string;
  readonly sellQuantity: string;
  readonly buyToken: string;
  readonly buyQuantity: string;
  readonly buyPrice: string;
  readonly createdTime: number;
}

export interface ConvertTradePage {
  readonly rows: readonly ConvertTrade[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

/** The exchange keeps this much of the mid, in basis points (0.2 %). */
export const CONVERT_SPREAD_BPS = 20;
/** A quote is good for this long unless the exchange says otherwise. */
export const CONVERT_QUOTE_TTL_MS = 10_000;
/** The smallest and largest sell amounts, as their value in USDT. */
export const CONVERT_MIN_USDT = '1';
export const CONVERT_MAX_USDT = '200000';
/** Significant digits a quoted price keeps (rounded down: never more than the exchange gives). */
const PRICE_DIGITS = 10;

/** The price of one `sell` token in `buy` tokens from both tokens' USDT mids (USDT itself is 1). */
export function crossMid(sellUsdt: string, buyUsdt: string): string {
  return new Decimal(sellUsdt)
    .div(buyUsdt)
    .toSignificantDigits(PRICE_DIGITS + 4, Decimal.ROUND_HALF_EVEN)
    .toFixed();
}

/** The quoted price: the mid less the spread, rounded down to 10 significant digits. */
export function quotedPrice(mid: string, spreadBps: number = CONVERT_SPREAD_BPS): string {
  return new Decimal(mid)
    .times(new Decimal(10_000).minus(spreadBps))
    .div(10_000)
    .toSignificantDigits(PRICE_DIGITS, Decimal.ROUND_DOWN)
    .toFixed();
}

/** What the user receives: sell quantity × price, rounded DOWN to the buy token's decimals. */
export function buyQuantityOf(sellQuantity: string, price: string, buyDecimals: number): string {
  return new Decimal(sellQuantity).times(price).toDecimalPlaces(buyDecimals, Decimal.ROUND_DOWN).toFixed();
}

/** The price and the buy quantity of a quote at `mid` (buy per sell) with the spread. */
export function quoteFigures(input: { sellQuantity: string; mid: string; buyDecimals: number; spreadBps?: number }): {
  buyPrice: string;
  buyQuantity: string;
} {
  const buyPrice = quotedPrice(input.mid, input.spreadBps);
  return { buyPrice, buyQuantity: buyQuantityOf(input.sellQuantity, buyPrice, input.buyDecimals) };
}

export interface SellLimits {
  readonly min: string;
  readonly max: string;
}

/** The sell amount's limits in the sell token: the USDT bounds at its USDT price, min rounded up, max down. */
export function sellLimits(
  sellUsdt: string,
  sellDecimals: number,
  bounds: { minUsdt: string; maxUsdt: string } = { minUsdt: CONVERT_MIN_USDT, maxUsdt: CONVERT_MAX_USDT },
): SellLimits {
  const price = new Decimal(sellUsdt);
  return {
    min: new Decimal(bounds.minUsdt).div(price).toDecimalPlaces(sellDecimals, Decimal.ROUND_UP).toFixed(),
    max: new Decimal(bounds.maxUsdt).div(price).toDecimalPlaces(sellDecimals, Decimal.ROUND_DOWN).toFixed(),
  };
}

/** Why a sell quantity cannot be quoted: a message naming the limit, or undefined when it can. */
export function sellQuantityProblem(quantity: string, token: string, decimals: number, limits: SellLimits): string | undefined {
  if (!/^(?:\d+\.?\d*|\.\d+)$/.test(quantity)) return 'sellQuantity: must be a positive number';
  const q = new Decimal(quantity);
  if (q.isZero()) return 'sellQuantity: must be a positive number';
  if (q.decimalPlaces() > decimals) return `sellQuantity: at most ${decimals} decimals for ${token}`;
  if (q.lt(limits.min)) return `sellQuantity: must be at least ${limits.min} ${token}`;
  if (q.gt(limits.max)) return `sellQuantity: must be at most ${limits.max} ${token}`;
  return undefined;
}

/** Whole seconds left before the quote expires (rounded up, so 0 only once it has), never negative. */
export function secondsLeft(expireTimestamp: number, now: number): number {
  return Math.max(0, Math.ceil((expireTimestamp - now) / 1000));
}

export function isExpired(expireTimestamp: number, now: number): boolean {
  return now >= expireTimestamp;
}

export type AcceptVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'expired'; readonly message: string }
  | { readonly ok: false; readonly reason: 'shortfall'; readonly shortfall: string; readonly message: string };

/** A quote may be accepted only before its expiry and only with enough of the sell token available. */
export function acceptVerdict(
  quote: Pick<ConvertQuote, 'sellToken' | 'sellQuantity' | 'expireTimestamp'>,
  available: string,
  now: number,
): AcceptVerdict {
  if (isExpired(quote.expireTimestamp, now)) return { ok: false, reason: 'expired', message: 'quote expired' };
  const short = new Decimal(quote.sellQuantity).minus(available);
  if (short.gt(0)) {
    const shortfall = short.toFixed();
    return {
      ok: false,
      reason: 'shortfall',
      shortfall,
      message: `Insufficient ${quote.sellToken}: ${quote.sellQuantity} needed, ${new Decimal(available).toFixed()} available (${shortfall} short)`,
    };
  }
  return { ok: true };
}
