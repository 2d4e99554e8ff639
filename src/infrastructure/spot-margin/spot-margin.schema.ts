import * as z from 'zod/mini';
import { signedDecimal, timestamp } from '../market/rest-market.schema';
import { pageOf } from '../http/wire-page.schema';

/** Wire shapes of `/v3/spotMargin/*` (docs/protocol.md "Spot margin"): decimals are JSON numbers, read as decimal strings. */
const tokenName = z.string().check(z.minLength(1), z.maxLength(20));

export const rateRows = z.object({
  rows: z
    .array(z.object({ token: tokenName, annualRate: signedDecimal, hourlyRate: signedDecimal, poolLimit: signedDecimal }))
    .check(z.maxLength(1000)),
});

export const loanRows = z.object({
  rows: z
    .array(z.object({ token: tokenName, borrowed: signedDecimal, interest: signedDecimal, maxBorrowable: signedDecimal }))
    .check(z.maxLength(1000)),
});

export const summaryData = z.object({
  leverage: z.int().check(z.gte(1), z.lte(100)),
  availableLeverages: z.array(z.int().check(z.gte(1), z.lte(100))).check(z.maxLength(20)),
  totalAssets: signedDecimal,
  totalLiabilities: signedDecimal,
  equity: signedDecimal,
  marginLevel: z.nullable(signedDecimal),
  warningLevel: signedDecimal,
  liquidationLevel: signedDecimal,
});

export const historyPage = pageOf(
  z.object({
    id: z.int().check(z.gte(0)),
    token: tokenName,
    type: z.enum(['BORROWED', 'ACCRUED', 'REPAID']),
    principal: signedDecimal,
    interest: signedDecimal,
    hourlyRate: signedDecimal,
    createdTime: timestamp,
  }),
);

export const leverageData = z.object({ leverage: z.int() });

export const repayData = z.object({ token: tokenName, interestRepaid: signedDecimal, principalRepaid: signedDecimal });
