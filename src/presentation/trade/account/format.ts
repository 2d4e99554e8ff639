import Decimal from 'decimal.js';
import { DASH } from '../trade-format';
import { numberFormat } from '../../shared/intl-formats';

/** An exact decimal string in the language's grouping, its own decimals kept (no float, no rounding). */
export function exact(language: string, value: string | null | undefined): string {
  if (value === null || value === undefined || !/^-?\d+(\.\d+)?$/.test(value)) return DASH;
  const decimals = value.includes('.') ? value.length - value.indexOf('.') - 1 : 0;
  return numberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals } as Intl.NumberFormatOptions).format(value as unknown as number);
}

/** A decimal rounded toward zero to `decimals` places, in the language's format. */
export function fixed(language: string, value: string | undefined, decimals: number): string {
  if (value === undefined) return DASH;
  return exact(language, new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals));
}

/** A fraction as a signed percent with two decimals: 0.1234 → "+12.34%". */
export function percentOf(language: string, fraction: string | undefined): string {
  if (fraction === undefined) return DASH;
  const pct = new Decimal(fraction).times(100);
  const text = fixed(language, pct.toFixed(), 2);
  return pct.isNeg() ? `${text}%` : `+${text}%`;
}

/** Local date and time of a ms timestamp, e.g. 2026-01-02 03:04:05. */
export function dateTime(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
