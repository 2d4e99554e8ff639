import * as z from 'zod/mini';
import { signedDecimal, timestamp } from '../market/rest-market.schema';
import { pageOf } from '../http/wire-page.schema';

/** Wire shape of `/v3/asset/token/history` (docs/protocol.md "Wallet and ledger"): decimals are JSON numbers. */
export const ledgerPage = pageOf(
  z.object({
    id: z.int().check(z.gte(0)),
    token: z.string().check(z.minLength(1), z.maxLength(20)),
    type: z.string().check(z.minLength(1), z.maxLength(40)),
    amount: signedDecimal,
    balanceAfter: z.optional(z.nullable(signedDecimal)),
    createdTime: timestamp,
  }),
);

/** `GET /usercenter/account/wallet/info` (simulator-designed shape, docs/protocol.md "Wallet and ledger"). */
export const walletInfoData = z.object({
  walletMode: z.string().check(z.minLength(1), z.maxLength(20)),
  tokens: z.array(z.string().check(z.minLength(1), z.maxLength(20))).check(z.maxLength(1000)),
  hasDeposit: z.boolean(),
  ledgerRows: z.int().check(z.gte(0)),
  openPositions: z.int().check(z.gte(0), z.lte(10_000)),
  updatedTime: timestamp,
});

/** `GET /usercenter/account/check_has_deposit`. */
export const hasDepositData = z.object({ hasDeposit: z.boolean() });
