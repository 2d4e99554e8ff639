/** Display helpers for the reserves views (decimal strings in, text out). */
import { dateFormat, numberFormat, prepareDateFormat } from '../shared/intl-formats';

/** `"1.0523"` → `"105.23%"`; `undefined` → `"—"`. */
export function ratioPercent(ratio: string | undefined): string {
  return ratio === undefined ? '—' : `${(Number(ratio) * 100).toFixed(2)}%`;
}

/** A USDT notional with thousands separators and 2 decimals, in the page's language. */
export function usdt(value: string, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));
}

/** A token amount, grouped but never rounded (the decimal string's own digits are kept). */
export function tokenAmount(value: string): string {
  const [whole, fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** `"0.123456"` → `"12.35%"`. */
export function share(proportion: string): string {
  return `${(Number(proportion) * 100).toFixed(2)}%`;
}

/** Bytes as MB with one decimal. */
export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
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
