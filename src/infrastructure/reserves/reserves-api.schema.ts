import Decimal from 'decimal.js';
import { z } from 'zod';

/** An amount as the wire sends it (JSON number or decimal string) → a plain decimal string, scale kept for strings. */
export const amount = z.union([
  z.string().regex(/^-?\d+(\.\d+)?$/),
  z.number().refine(Number.isFinite).transform((n) => new Decimal(n).toFixed()),
]);

const tokenAmount = z.object({ token: z.string().min(1), amount });

export const auditsSchema = z.object({
  rows: z.array(z.object({ auditId: z.string().min(1), auditTime: z.number().int(), recordId: z.string() })),
});

export const overviewSchema = z.object({
  auditId: z.string(), auditTime: z.number().int(), recordId: z.string(), rootHash: z.string().regex(/^[0-9a-f]{64}$/),
  leafCount: z.number().int().min(0), userCount: z.number().int().min(0), treeBytes: z.number().int().min(0),
  totals: z.array(tokenAmount),
});

export const userCheckSchema = z.object({ included: z.boolean(), leafCount: z.number().int().min(0), balances: z.array(tokenAmount) });

export const assetsSchema = z.object({
  rows: z.array(z.object({ token: z.string(), amount, notional: amount, proportion: amount, custodial: z.boolean() })),
});

export const liabilitiesSchema = z.object({
  rows: z.array(z.object({ token: z.string(), userBalance: amount, userMargin: amount, total: amount, notional: amount })),
});

export const earnLiabilitiesSchema = z.object({ rows: z.array(z.object({ token: z.string(), amount, notional: amount })) });

export const totalsSchema = z.object({ totalAssets: amount, custodialAssets: amount, totalLiabilities: amount });

export const rwaSchema = z.object({ rows: z.array(z.object({ name: z.string(), issuer: z.string(), notional: amount, apy: amount })) });
