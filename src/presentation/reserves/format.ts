/** Display helpers for the reserves views (decimal strings in, text out). */
import { scaleOf } from '../../domain/reserves/decimal-scale';
import { dateFormat, numberFormat, prepareDateFormat } from '../shared/intl-formats';

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** `"1.0523"` → `"105.23%"` (`"105,23%"` in Russian); `undefined` → `"—"`. */
export function ratioPercent(ratio: string | undefined, language: string): string {
  return ratio === undefined ? '—' : `${numberFormat(language, TWO_DECIMALS).format(Number(ratio) * 100)}%`;
}

/** A USDT notional with thousands separators and 2 decimals, in the page's language. */
export function usdt(value: string, language: string): string {
  return numberFormat(language, TWO_DECIMALS).format(Number(value));
}

/**
 * A token amount grouped in the page's language but never rounded: the decimal string's own digits are kept (Intl
 * reads a string as an exact decimal, no float).
 */
export function tokenAmount(value: string, language: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const decimals = scaleOf(value); // the balance's own scale: "1.10" keeps its two places
  return numberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value as unknown as number);
}

/** `"0.123456"` → `"12.35%"`. */
export function share(proportion: string, language: string): string {
  return `${numberFormat(language, TWO_DECIMALS).format(Number(proportion) * 100)}%`;
}

/** Bytes as MB with one decimal. */
export function megabytes(bytes: number, language: string): string {
  return `${numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;
}

const AUDIT_DATE: Intl.DateTimeFormatOptions = { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' };

/** A date-time in the page's language, in UTC (audits are taken at UTC times). */
export function auditDate(ms: number, language: string): string {
  return `${dateFormat(language, AUDIT_DATE).format(new Date(ms))} UTC`;
}

/** Builds the audit dates' formatter while the page waits for its figures (intl-formats.ts); returns a cancel. */
export const prepareAuditDates = (language: string): (() => void) => prepareDateFormat(language, AUDIT_DATE);

/** A long hash shortened for narrow screens: first and last 10 characters. */
export function shortHash(hash: string): string {
  return hash.length > 24 ? `${hash.slice(0, 10)}…${hash.slice(-10)}` : hash;
}
