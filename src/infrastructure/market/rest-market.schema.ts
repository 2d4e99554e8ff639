import Decimal from 'decimal.js';
import * as z from 'zod/mini';
import { isMarketSymbol } from '../../domain/market/market-symbol';
import { MAX_MAGNITUDE, numericStringToDecimal, toPlainDecimal } from './market-frame.schema';

/** A finite JSON number (or plain numeric string), signed, up to 1e15, as a plain decimal string. */
export const signedDecimal = z.union([
  z.pipe(z.number().check(z.gte(-MAX_MAGNITUDE), z.lte(MAX_MAGNITUDE)), z.transform(toPlainDecimal)),
  z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const negative = text.startsWith('-');
      const plain = numericStringToDecimal(negative ? text.slice(1) : text);
      if (plain === undefined) ctx.issues.push({ code: 'custom', message: 'not a plain decimal', input: text });
      return plain === undefined ? z.NEVER : negative ? new Decimal(plain).negated().toFixed() : plain;
    }),
  ),
]);
export const unsignedDecimal = z.pipe(z.number().check(z.gte(0), z.lte(MAX_MAGNITUDE)), z.transform(toPlainDecimal));
export const positiveDecimal = z.pipe(z.number().check(z.gt(0), z.lte(MAX_MAGNITUDE)), z.transform(toPlainDecimal));
export const timestamp = z.int().check(z.gte(0), z.lte(MAX_MAGNITUDE));
export const symbol = z.string().check(z.maxLength(40), z.refine(isMarketSymbol, 'not a market symbol'));

const upTo = (max: number) => z.string().check(z.maxLength(max));

/** `{rows: [...]}` whose rows are validated one by one; invalid rows are left out, not fatal. */
export function rowsOf<T>(row: z.ZodMiniType<T>) {
  return z.pipe(
    z.object({ rows: z.array(z.unknown()).check(z.maxLength(100_000)) }),
    z.transform(({ rows }) => {
      const valid: T[] = [];
      for (const raw of rows) {
        const parsed = row.safeParse(raw);
        if (parsed.success) valid.push(parsed.data);
      }
      return valid;
    }),
  );
}

export const instrumentRow = z.object({
  symbol,
  quote_min: unsignedDecimal,
  quote_max: unsignedDecimal,
  quote_tick: positiveDecimal,
  base_min: unsignedDecimal,
  base_max: unsignedDecimal,
  base_tick: positiveDecimal,
  min_notional: unsignedDecimal,
  price_range: unsignedDecimal,
  is_stable: z.union([z.literal(0), z.literal(1), z.boolean()]),
});

export const tokenRow = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(40)),
  fullname: upTo(100),
  network: upTo(40),
  decimals: z.int().check(z.gte(0), z.lte(36)),
  delisted: z.boolean(),
  balance_token: upTo(40),
  can_collateral: z.boolean(),
  can_short: z.boolean(),
});

export const highlightRow = z.object({ symbol, sort: z.int() });
export const groupRow = z.object({
  group: z.string().check(z.minLength(1), z.maxLength(60)),
  sort: z.int(),
  symbols: z.array(upTo(40)).check(z.maxLength(1000)),
});

export const fundingRateRow = z.object({
  symbol,
  est_funding_rate: signedDecimal,
  est_funding_rate_timestamp: timestamp,
  last_funding_rate: signedDecimal,
  last_funding_rate_timestamp: timestamp,
  next_funding_time: timestamp,
});

export const fundingHistoryRow = z.object({
  symbol,
  funding_rate: signedDecimal,
  funding_rate_timestamp: timestamp,
  next_funding_time: timestamp,
});

export const pageMeta = z.object({
  total: z.int().check(z.gte(0)),
  recordsPerPage: z.int().check(z.gte(1)),
  currentPage: z.int().check(z.gte(1)),
});

export const futuresRow = z.object({
  symbol,
  index_price: unsignedDecimal,
  mark_price: unsignedDecimal,
  est_funding_rate: signedDecimal,
  last_funding_rate: signedDecimal,
  next_funding_time: timestamp,
  open_interest: unsignedDecimal,
  '24h_volume': unsignedDecimal,
  '24h_amount': unsignedDecimal,
});

export const marketTradeRow = z.object({
  symbol,
  side: z.enum(['BUY', 'SELL']),
  executed_price: unsignedDecimal,
  executed_quantity: unsignedDecimal,
  executed_timestamp: timestamp,
});
