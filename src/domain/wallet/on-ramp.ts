import Decimal from 'decimal.js';
import type { AmountProblem } from '../shared/amount-rule';
import { refusal, type Refusal } from '../shared/refusal';

/** Fiat currencies the card on-ramp takes, and what one unit is worth in USD (the simulator's fixed rates). */
export const FIATS: Readonly<Record<string, string>> = { USD: '1', EUR: '1.08', GBP: '1.27' };
export const ON_RAMP_MIN = '20';
export const ON_RAMP_MAX = '20000';

/** A card payment provider as the on-ramp quotes it: a percentage fee, a fixed fee in the fiat, a spread on the price. */
export interface OnRampProvider {
  readonly id: string;
  readonly name: string;
  /** Percent of the fiat amount (e.g. "3.5"). */
  readonly feePercent: string;
  /** Fixed fee in the fiat. */
  readonly feeFixed: string;
  /** Added to the market price, in basis points. */
  readonly spreadBps: number;
}

export interface OnRampQuoteFigures {
  /** Fiat charged as fees (percent + fixed, rounded up to the cent). */
  readonly fee: string;
  /** Fiat that buys crypto: amount − fee. */
  readonly net: string;
  /** Fiat per crypto: the price plus the spread, rounded up to the cent. */
  readonly rate: string;
  /** Crypto credited: net ÷ rate, cut to the crypto's decimals. */
  readonly cryptoAmount: string;
}

/**
 * A provider's quote for `fiatAmount` of fiat when one crypto costs `price` fiat: fee = amount × percent ÷ 100 +
 * fixed (up to the cent), rate = price × (1 + spread) (up to the cent), crypto = (amount − fee) ÷ rate (down to
 * `decimals`). Never negative.
 */
export function onRampQuote(fiatAmount: string, price: string, provider: OnRampProvider, decimals: number): OnRampQuoteFigures {
  const amount = new Decimal(fiatAmount);
  const fee = amount.times(provider.feePercent).div(100).plus(provider.feeFixed).toDecimalPlaces(2, Decimal.ROUND_UP);
  const net = Decimal.max(0, amount.minus(fee));
  const rate = new Decimal(price).times(new Decimal(10000).plus(provider.spreadBps)).div(10000).toDecimalPlaces(2, Decimal.ROUND_UP);
  const cryptoAmount = net.div(rate).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  return { fee: fee.toFixed(2), net: net.toFixed(2), rate: rate.toFixed(2), cryptoAmount: cryptoAmount.toFixed() };
}

/** The price of one crypto in a fiat, from its USD price (USDT taken as USD): usd ÷ fiat's USD value, to the cent. */
export function fiatPrice(usdPrice: string, fiat: string): string {
  const usdPerFiat = FIATS[fiat];
  if (usdPerFiat === undefined) throw new Error(`unknown fiat ${fiat}`);
  return new Decimal(usdPrice).div(usdPerFiat).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Why a fiat amount cannot be quoted, as a code the view translates (2 decimals, the on-ramp's bounds). */
export function fiatAmountProblem(fiatAmount: string): AmountProblem | undefined {
  const typed = fiatAmount.trim();
  if (!/^(?:\d+\.?\d*|\.\d+)$/.test(typed)) return { code: typed === '' ? 'required' : 'notANumber' };
  if (!/^(?:\d+\.?\d{0,2}|\.\d{1,2})$/.test(typed)) return { code: 'decimals', decimals: 2 };
  const a = new Decimal(typed);
  if (a.lt(ON_RAMP_MIN)) return { code: 'belowMin', min: ON_RAMP_MIN };
  if (a.gt(ON_RAMP_MAX)) return { code: 'aboveMax', max: ON_RAMP_MAX };
  return undefined;
}

/** A card as the payment step reads it (never stored: the simulator keeps the last 4 digits only). */
export interface CardInput {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly holder: string;
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';

/** Luhn check of a card number's digits (spaces allowed). */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The first problem of a card: number (Luhn), expiry MM/YY not past (at `now`), CVC 3–4 digits, holder's name. */
export function cardProblem(card: CardInput, now: Date): { field: CardField; refusal: Refusal } | undefined {
  if (!luhnValid(card.number)) return { field: 'number', refusal: refusal('card.number') };
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = m ? Number(m[1]) : 0;
  if (!m || month < 1 || month > 12) return { field: 'expiry', refusal: refusal('card.expiryFormat') };
  const year = 2000 + Number(m[2]);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    return { field: 'expiry', refusal: refusal('card.expired') };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { field: 'cvc', refusal: refusal('card.cvc') };
  if (card.holder.trim().length < 2) return { field: 'holder', refusal: refusal('card.holder') };
  return undefined;
}

/** Crypto the card on-ramp sells. */
export const ON_RAMP_CRYPTOS: readonly string[] = ['BTC', 'ETH', 'SOL', 'USDT'];

/** One provider's offer (`GET /v3/asset/onramp/quotes` row): good until `expireTimestamp`. */
export interface OnRampOffer extends OnRampQuoteFigures {
  readonly quoteId: number;
  readonly provider: string;
  readonly providerName: string;
  readonly fiat: string;
  readonly crypto: string;
  readonly fiatAmount: string;
  readonly expireTimestamp: number;
}

/** A paid purchase: what was credited. */
export interface OnRampPurchase {
  readonly id: number;
  readonly token: string;
  readonly amount: string;
  readonly createdTime: number;
  /** Provider, card's last digits and the fiat paid, as the exchange describes it. */
  readonly description: string;
}
