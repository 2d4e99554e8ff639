import { decimalsOfTick } from '../../domain/market/price';
import { numberFormat } from '../shared/intl-formats';
import { DASH, formatDecimal } from '../../domain/shared/amount-format';

export { DASH };

/**
 * A decimal string in the language's number format with exactly `decimals` places, rounded toward zero. The string
 * goes to Intl as a string (exact decimal), never through a float.
 */
export function formatDecimalIn(language: string, value: string | undefined, decimals: number): string {
  return formatDecimal(language, value, decimals);
}

/** Price decimals of an instrument (its quote tick), 2 until it is known. */
export function tickDecimals(quoteTick: string | undefined): number {
  return quoteTick === undefined ? 2 : decimalsOfTick(quoteTick);
}

/** A large amount compactly in the language (`1.2M`); geometry-free display of volumes. */
export function formatCompact(language: string, value: string | undefined): string {
  if (value === undefined || !/^\d+(\.\d+)?$/.test(value)) return DASH;
  return numberFormat(language, { notation: 'compact', maximumFractionDigits: 2 }).format(value as unknown as number);
}

/** A signed percent (`+1.23%`) in the language, from a percent decimal string. */
export function formatPercentIn(language: string, percent: string | undefined, decimals = 2): string {
  if (percent === undefined) return DASH;
  const text = formatDecimalIn(language, percent, decimals);
  if (text === DASH) return DASH;
  return percent.startsWith('-') ? `${text}%` : `+${text}%`;
}
