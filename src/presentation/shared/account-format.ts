import { formatDateTime, formatDecimal, formatExact, formatSignedPercent } from '../../domain/shared/amount-format';

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

export { formatPrice, formatSize, formatTokenAmount, formatUsdt } from '../../domain/shared/amount-format';

/** A moment in the language's own date order and 24-hour time (the app's one date formatter): ru "02.01.2026, 03:04:05". */
export function dateTime(language: string, ms: number): string {
  return formatDateTime(language, ms);
}
