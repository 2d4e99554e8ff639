import { formatDecimal, formatExact, formatSignedPercent } from '../../../domain/shared/amount-format';

/** An exact decimal string in the language's grouping, its own decimals kept (no float, no rounding). */
export function exact(language: string, value: string | null | undefined): string {
  return formatExact(language, value);
}

/** A decimal rounded toward zero to `decimals` places, in the language's format (the app's formatter). */
export function fixed(language: string, value: string | undefined, decimals: number): string {
  return formatDecimal(language, value, decimals);
}

/** A fraction as a signed percent with two decimals: 0.1234 → "+12.34%". */
export function percentOf(language: string, fraction: string | undefined): string {
  return formatSignedPercent(language, fraction);
}

export { formatPrice, formatSize, formatUsdt } from '../../../domain/shared/amount-format';

/** Local date and time of a ms timestamp, e.g. 2026-01-02 03:04:05. */
export function dateTime(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
