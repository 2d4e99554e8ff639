import * as z from 'zod/mini';
import { signedDecimal, timestamp } from '../market/rest-market.schema';
import { pageOf } from '../http/wire-page.schema';

/** Wire shapes of `/v3/convert/*` (docs/protocol.md "Convert"): decimals are JSON numbers, read as decimal strings. */
const tokenName = z.string().check(z.minLength(1), z.maxLength(20));
const id = z.int().check(z.gte(0));

export const tokenRows = z.object({
  rows: z.array(z.object({ token: tokenName, decimals: z.int().check(z.gte(0), z.lte(18)) })).check(z.maxLength(1000)),
});

export const quoteData = z.object({
  quoteId: id,
  sellToken: tokenName,
  sellQuantity: signedDecimal,
  buyToken: tokenName,
  buyQuantity: signedDecimal,
  buyPrice: signedDecimal,
  expireTimestamp: timestamp,
});

const tradeFields = {
  id,
  quoteId: id,
  sellToken: tokenName,
  sellQuantity: signedDecimal,
  buyToken: tokenName,
  buyQuantity: signedDecimal,
  buyPrice: signedDecimal,
  createdTime: timestamp,
};

export const tradeData = z.object(tradeFields);

export const tradePage = pageOf(z.object(tradeFields));
