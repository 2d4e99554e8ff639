import Decimal from 'decimal.js';
import * as z from 'zod/mini';

/** An amount as the wire sends it (JSON number or decimal string) → a plain decimal string, scale kept for strings. */
export const amount = z.union([
  z.string().check(z.regex(/^-?\d+(\.\d+)?$/)),
  z.pipe(
    z.number().check(z.refine(Number.isFinite)),
    z.transform((n: number) => new Decimal(n).toFixed()),
  ),
]);

const id = z.string().check(z.minLength(1));
const count = z.int().check(z.gte(0));
const tokenAmount = z.object({ token: id, amount });

export const auditsSchema = z.object({
  rows: z.array(z.object({ auditId: id, auditTime: z.int(), recordId: z.string() })),
});

export const overviewSchema = z.object({
  auditId: z.string(),
  auditTime: z.int(),
  recordId: z.string(),
  rootHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  leafCount: count,
  userCount: count,
  treeBytes: count,
  totals: z.array(tokenAmount),
});

export const userCheckSchema = z.object({ included: z.boolean(), leafCount: count, balances: z.array(tokenAmount) });

export const assetsSchema = z.object({
  rows: z.array(z.object({ token: z.string(), amount, notional: amount, proportion: amount, custodial: z.boolean() })),
});

export const liabilitiesSchema = z.object({
  rows: z.array(z.object({ token: z.string(), userBalance: amount, userMargin: amount, total: amount, notional: amount })),
});

export const earnLiabilitiesSchema = z.object({ rows: z.array(z.object({ token: z.string(), amount, notional: amount })) });

export const totalsSchema = z.object({ totalAssets: amount, custodialAssets: amount, totalLiabilities: amount });

export const rwaSchema = z.object({ rows: z.array(z.object({ name: z.string(), issuer: z.string(), notional: amount, apy: amount })) });
