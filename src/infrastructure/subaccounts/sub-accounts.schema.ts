import * as z from 'zod/mini';
import { WALLET_MODES } from '../../domain/subaccounts/collateral';
import { signedDecimal, timestamp } from '../market/rest-market.schema';
import { pageOf } from '../trade/trading.schema';

/** Wire shapes of the sub-account, transfer and collateral calls (docs/protocol.md "Sub-accounts and transfers"). */
const text = (max: number) => z.string().check(z.maxLength(max));
const id = z.int().check(z.gte(0));

export const memberRow = z.object({
  applicationId: text(64).check(z.minLength(1)), userId: id, name: text(64), main: z.boolean(), current: z.boolean(), createdTime: timestamp,
});

export const memberList = z.object({ rows: z.array(memberRow).check(z.maxLength(100)), limit: z.int().check(z.gte(0)) });

export const switchedSession = z.object({ token: text(512).check(z.minLength(1)), user_id: id, expires_at: timestamp });

export const transferAnswer = z.object({ id });

const side = z.object({ applicationId: text(64), accountName: text(64) });
export const transferPage = pageOf(z.object({
  id, token: text(20), amount: signedDecimal, status: text(20), from: side, to: side, createdTime: timestamp,
}));

export const collateralData = z.object({
  rows: z.array(z.object({ token: text(20), collateralRatio: signedDecimal, enabled: z.boolean(), switchable: z.boolean() })).check(z.maxLength(200)),
  walletMode: z.enum(WALLET_MODES),
  collateralValue: signedDecimal,
});

export const anything = z.unknown();
