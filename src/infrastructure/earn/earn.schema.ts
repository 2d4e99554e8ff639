import * as z from 'zod/mini';
import { signedDecimal, timestamp } from '../market/rest-market.schema';
import { pageOf } from '../http/wire-page.schema';

/** Wire shapes of the earn calls (docs/protocol.md "Earn and staking"): JSON numbers read as decimal strings. */
const name = z.string().check(z.minLength(1), z.maxLength(40));
const id = z.int().check(z.gte(0));
const list = <T>(row: z.ZodMiniType<T>) => z.array(row).check(z.maxLength(1000));

export const catalogueData = z.object({
  rows: list(
    z.object({
      productId: name,
      token: name,
      kind: z.enum(['FLEXIBLE', 'FIXED']),
      apr: signedDecimal,
      termDays: z.int().check(z.gte(0)),
      compounding: z.boolean(),
      minAmount: signedDecimal,
      rwa: z.nullable(z.string().check(z.maxLength(200))),
    }),
  ),
  staking: z.object({
    token: name,
    baseApr: signedDecimal,
    unbondingDays: z.int().check(z.gte(0)),
    instantUnstakeFeeRate: signedDecimal,
    dayMs: z.int().check(z.gt(0)),
  }),
  tiers: list(z.object({ level: z.int(), threshold: signedDecimal, feeDiscount: signedDecimal, stakingBoost: signedDecimal })),
});

export const rwaData = z.object({
  rows: list(z.object({ name: z.string(), issuer: z.string(), notional: signedDecimal, apy: signedDecimal, productId: z.optional(name) })),
});

export const overviewData = z.object({
  staked: signedDecimal,
  available: signedDecimal,
  apr: signedDecimal,
  boost: signedDecimal,
  totalRewards: signedDecimal,
  now: timestamp,
  unbonding: list(z.object({ id, amount: signedDecimal, startTime: timestamp, endTime: timestamp })),
});

export const stakeData = z.object({ amount: signedDecimal });

export const unstakeData = z.object({
  amount: signedDecimal,
  fee: signedDecimal,
  received: signedDecimal,
  instant: z.boolean(),
  endTime: z.nullable(timestamp),
});

const positionFields = {
  positionId: id,
  productId: name,
  token: name,
  principal: signedDecimal,
  interestPaid: signedDecimal,
  startTime: timestamp,
  maturityTime: z.nullable(timestamp),
  status: z.enum(['ACTIVE', 'REDEEMED']),
};
export const positionData = z.object(positionFields);
export const positionsData = z.object({ rows: list(z.object(positionFields)) });
export const redeemData = z.object({ ...positionFields, received: signedDecimal, penalty: signedDecimal });

export const yieldPage = pageOf(
  z.object({
    id,
    source: z.enum(['STAKING', 'SAVINGS']),
    productId: name,
    token: name,
    amount: signedDecimal,
    apr: signedDecimal,
    createdTime: timestamp,
  }),
);

export const myWooData = z.object({
  average: signedDecimal,
  current: signedDecimal,
  averageDays: z.int().check(z.gt(0)),
  snapshots: list(z.object({ date: timestamp, woo: signedDecimal })),
});
