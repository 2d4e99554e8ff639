import Decimal from 'decimal.js';
import { decimalsOfTick } from '../market/price';
import { intlLocale } from './locale';

/**
 * The app's one number formatter: every amount by its asset's precision, in the language's
 * separators. Prices to the instrument's quote tick, sizes to its base step, USDT values (margin, PnL, fees,
 * available) to 2 decimals, a token balance to the token's display precision. Decimal strings go to Intl as strings
 * (exact), never through a float; every figure is rounded toward zero (a balance is never shown larger than it is).
 * Toasts and messages use the same functions, so one price reads the same on every surface.
 */

export const DASH = '--';

/** Intl formatters, built once per language and options (building one per value is slow). Intl is the runtime's own. */
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();
/** `formatDecimal`'s, by language and decimals. */
const DECIMAL_FORMATS = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = NUMBER_FORMATS.get(key);
  if (!format) NUMBER_FORMATS.set(key, (format = new Intl.NumberFormat(intlLocale(language), options)));
  return format;
}

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = DATE_FORMATS.get(key);
  if (!format) DATE_FORMATS.set(key, (format = new Intl.DateTimeFormat(intlLocale(language), options)));
  return format;
}

const DECIMAL = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;

/** A decimal string with exactly `decimals` places (rounded toward zero) in the language's format; `--` for no value. */
export function formatDecimal(language: string, value: string | null | undefined, decimals: number): string {
  if (value === undefined || value === null || !DECIMAL.test(value)) return DASH;
  // looked up by language and decimals only: a table formats every cell at each tick, and the options' key (JSON) cost more than the format
  const key = `${language}|${decimals}`;
  let format = DECIMAL_FORMATS.get(key);
  if (!format) {
    // Intl takes the string as an exact decimal (no float); `trunc` rounds toward zero; −0.001 at 2 decimals is 0.00, not −0.00
    format = numberFormat(language, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      roundingMode: 'trunc',
      signDisplay: 'negative',
    } as unknown as Intl.NumberFormatOptions);
    DECIMAL_FORMATS.set(key, format);
  }
  return format.format(value as unknown as number);
}

/** Decimals of a step or tick (`0.1` → 1); `fallback` while the instrument is unknown. */
export function stepDecimals(step: string | undefined, fallback: number): number {
  return step === undefined ? fallback : decimalsOfTick(step);
}

/** A price on the instrument's quote tick: 63148.8158 on a 0.1 tick → "63,148.8" (en). */
export function formatPrice(language: string, value: string | null | undefined, quoteTick: string | undefined): string {
  return formatDecimal(language, value, stepDecimals(quoteTick, 2));
}

/** A size on the instrument's base step: 0.01 on a 0.0001 step → "0.0100". */
export function formatSize(language: string, value: string | null | undefined, baseStep: string | undefined): string {
  if (baseStep === undefined) return formatExact(language, value);
  return formatDecimal(language, value, stepDecimals(baseStep, 8));
}

/** A USDT value (margin, PnL, fees, available, notional): 2 decimals. */
export function formatUsdt(language: string, value: string | null | undefined): string {
  return formatDecimal(language, value, 2);
}

/** Decimals a token's balance is shown with: stablecoins 2, everything else 8. */
export function tokenDisplayDecimals(token: string): number {
  return STABLES.has(token) ? 2 : 8;
}

const STABLES = new Set(['USDT', 'USDC', 'USD', 'DAI', 'FDUSD', 'TUSD', 'BUSD']);

/** A token amount at the token's display precision: "9,873.54 USDT"-style figures without the unit. */
export function formatTokenAmount(language: string, value: string | null | undefined, token: string): string {
  return formatDecimal(language, value, tokenDisplayDecimals(token));
}

/** A decimal string with its own decimals kept (no rounding), grouped the language's way. */
export function formatExact(language: string, value: string | null | undefined): string {
  if (value === undefined || value === null || !DECIMAL.test(value)) return DASH;
  const plain = new Decimal(value).toFixed();
  const decimals = plain.includes('.') ? plain.length - plain.indexOf('.') - 1 : 0;
  return formatDecimal(language, plain, decimals);
}

/** A fraction as a signed percent with two decimals: 0.1234 → "+12.34%". */
export function formatSignedPercent(language: string, fraction: string | undefined): string {
  if (fraction === undefined || !DECIMAL.test(fraction)) return DASH;
  const pct = new Decimal(fraction).times(100);
  const text = formatDecimal(language, pct.toFixed(), 2);
  return pct.isNeg() ? `${text}%` : `+${text}%`;
}

/** A moment in the language's own date and time order, 24-hour clock: ru "02.01.2026, 03:04:05", en "01/02/2026, 03:04:05". */
export function formatDateTime(language: string, ms: number, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  };
  return dateFormat(language, timeZone ? { ...options, timeZone } : options).format(ms);
}

/** A day in the language's own order: ru "02.01.2026", en "01/02/2026". */
export function formatDate(language: string, ms: number, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
  return dateFormat(language, timeZone ? { ...options, timeZone } : options).format(ms);
}

/** A time of day on the 24-hour clock: "03:04:05". */
export function formatTime(language: string, ms: number, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };
  return dateFormat(language, timeZone ? { ...options, timeZone } : options).format(ms);
}
