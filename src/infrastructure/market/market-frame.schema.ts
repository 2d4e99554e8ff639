import Decimal from 'decimal.js';
import * as z from 'zod/mini';
import { isMarketSymbol } from '../../domain/market/market-symbol';
import { canonicalDecimalText, integerDigitsWritten } from '../../domain/shared/decimal-text';

/** Anything larger is not a price, size or count the exchange can mean. */
export const MAX_MAGNITUDE = 1e15;

const NUMERIC_STRING = /^\d{1,16}(\.\d{1,30})?$/;

/** A JS number as its shortest decimal string, never in exponent form: `1e-7` → `'0.0000001'`. */
export function toPlainDecimal(value: number): string {
  const text = String(value);
  return text.includes('e') ? new Decimal(text).toFixed() : text;
}

/** A plain, non-negative numeric string up to 1e15 as a normalised decimal string; never throws. */
export function numericStringToDecimal(text: string): string | undefined {
  if (!NUMERIC_STRING.test(text)) return undefined;
  // Fewer than 16 digits before the point: below 1e15 whatever they are, so the text alone says it all.
  if (integerDigitsWritten(text) < 16) return canonicalDecimalText(text);
  const value = new Decimal(text);
  return value.lte(MAX_MAGNITUDE) ? value.toFixed() : undefined;
}

/**
 * A non-negative decimal up to 1e15 as a plain decimal string. JSON numbers are the norm; plain
 * numeric strings (`"1.5"`) are accepted too, anything else (`"NaN"`, `"1e999"`, `"-1"`) is not.
 */
// zod 4 runs every check even after one failed, so the string branch validates in one step.
const decimal = z.union([
  z.pipe(z.number().check(z.gte(0), z.lte(MAX_MAGNITUDE)), z.transform(toPlainDecimal)),
  z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const plain = numericStringToDecimal(text);
      if (plain === undefined) ctx.issues.push({ code: 'custom', message: 'not a plain decimal', input: text });
      return plain ?? z.NEVER;
    }),
  ),
]);
const price = decimal;
const size = decimal;
const count = z.int().check(z.gte(0), z.lte(MAX_MAGNITUDE));
const timestamp = count;
const symbol = z.string().check(z.maxLength(40), z.refine(isMarketSymbol));

/** A row of `tickers`, and the data of `<SYMBOL>@ticker`. Unknown keys are stripped. */
export const tickerRowSchema = z.object({
  symbol,
  open: price,
  close: price,
  high: price,
  low: price,
  volume: size,
  amount: size,
  aggregatedAmount: z.nullish(size),
  aggregatedQuantity: z.nullish(size),
  count,
  lastTradeTs: z.nullish(timestamp),
});

/** A row of `bbos`. */
export const bboRowSchema = z.object({ symbol, ask: price, askSize: size, bid: price, bidSize: size });

/** A row of `totals`: 24 h amount in USDT and trade count per market type. */
export const totalsRowSchema = z.object({ type: z.enum(['SPOT', 'PERP']), amount: size, count });
