/** Display helpers for the reserves views (decimal strings in, text out). */

/** `"1.0523"` → `"105.23%"`; `undefined` → `"—"`. */
export function ratioPercent(ratio: string | undefined): string {
  return ratio === undefined ? '—' : `${(Number(ratio) * 100).toFixed(2)}%`;
}

/** One formatter per language and style: building an Intl formatter per cell dominated rendering the tables. */
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: string): Intl.NumberFormat {
  let format = NUMBER_FORMATS.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    NUMBER_FORMATS.set(language, format);
  }
  return format;
}

/** A USDT notional with thousands separators and 2 decimals, in the page's language. */
export function usdt(value: string, language: string): string {
  return numberFormat(language).format(Number(value));
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

/** A date-time in the page's language, in UTC (audits are taken at UTC times). */
export function auditDate(ms: number, language: string): string {
  let format = DATE_FORMATS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' });
    DATE_FORMATS.set(language, format);
  }
  return `${format.format(new Date(ms))} UTC`;
}

/** A long hash shortened for narrow screens: first and last 10 characters. */
export function shortHash(hash: string): string {
  return hash.length > 24 ? `${hash.slice(0, 10)}…${hash.slice(-10)}` : hash;
}
