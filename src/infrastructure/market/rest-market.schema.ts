import Decimal from 'decimal.js';
import { z } from 'zod';
import { isMarketSymbol } from '../../domain/market/market-symbol';
import { MAX_MAGNITUDE, numericStringToDecimal, toPlainDecimal } from './market-frame.schema';

/** A finite JSON number (or plain numeric string), signed, up to 1e15, as a plain decimal string. */
export const signedDecimal = z.union([
  z.number().min(-MAX_MAGNITUDE).max(MAX_MAGNITUDE).transform(toPlainDecimal),
  z.string().transform((text, ctx) => {
    const negative = text.startsWith('-');
    const plain = numericStringToDecimal(negative ? text.slice(1) : text);
    if (plain === undefined) ctx.addIssue({ code: 'custom', message: 'not a plain decimal', input: text });
    return plain === undefined ? z.NEVER : negative ? new Decimal(plain).negated().toFixed() : plain;
  }),
]);
export const unsignedDecimal = z.number().min(0).max(MAX_MAGNITUDE).transform(toPlainDecimal);
export const positiveDecimal = z.number().gt(0).max(MAX_MAGNITUDE).transform(toPlainDecimal);
export const timestamp = z.number().int().min(0).max(MAX_MAGNITUDE);
export const symbol = z.string().max(40).refine(isMarketSymbol, 'not a market symbol');

/** `{rows: [...]}` whose rows are validated one by one; invalid rows are left out, not fatal. */
export function rowsOf<T>(row: z.ZodType<T>) {
  return z.object({ rows: z.array(z.unknown()).max(100_000) }).transform(({ rows }) => {
    const valid: T[] = [];
    for (const raw of rows) {
      const parsed = row.safeParse(raw);
      if (parsed.success) valid.push(parsed.data);
    }
    return valid;
  });
}

export const instrumentRow = z.object({
  symbol, quote_min: unsignedDecimal, quote_max: unsignedDecimal, quote_tick: positiveDecimal,
  base_min: unsignedDecimal, base_max: unsignedDecimal, base_tick: positiveDecimal,
  min_notional: unsignedDecimal, price_range: unsignedDecimal, is_stable: z.union([z.literal(0), z.literal(1), z.boolean()]),
});

export const tokenRow = z.object({
  token: z.string().min(1).max(40), fullname: z.string().max(100), network: z.string().max(40),
  decimals: z.number().int().min(0).max(36), delisted: z.boolean(), balance_token: z.string().max(40),
  can_collateral: z.boolean(), can_short: z.boolean(),
});

export const highlightRow = z.object({ symbol, sort: z.number().int() });
export const groupRow = z.object({ group: z.string().min(1).max(60), sort: z.number().int(), symbols: z.array(z.string().max(40)).max(1000) });

export const fundingRateRow = z.object({
  symbol, est_funding_rate: signedDecimal, est_funding_rate_timestamp: timestamp,
  last_funding_rate: signedDecimal, last_funding_rate_timestamp: timestamp, next_funding_time: timestamp,
});

export const fundingHistoryRow = z.object({
  symbol, funding_rate: signedDecimal, funding_rate_timestamp: timestamp, next_funding_time: timestamp,
});

export const pageMeta = z.object({
  total: z.number().int().min(0), recordsPerPage: z.number().int().min(1), currentPage: z.number().int().min(1),
});

export const futuresRow = z.object({
  symbol, index_price: unsignedDecimal, mark_price: unsignedDecimal, est_funding_rate: signedDecimal,
  last_funding_rate: signedDecimal, next_funding_time: timestamp, open_interest: unsignedDecimal,
  '24h_volume': unsignedDecimal, '24h_amount': unsignedDecimal,
});

export const marketTradeRow = z.object({
  symbol, side: z.enum(['BUY', 'SELL']), executed_price: unsignedDecimal, executed_quantity: unsignedDecimal,
  executed_timestamp: timestamp,
});
