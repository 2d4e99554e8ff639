import * as z from 'zod/mini';
import { WALLET_MODES } from '../../domain/subaccounts/collateral';
import { signedDecimal, timestamp } from '../market/rest-market.schema';
import { orDefault, wireDecimal, wireId, wirePage, wireTime } from '../http/wire.schema';

/** Wire shapes of the sub-account, transfer and collateral calls (docs/protocol.md "Sub-accounts and transfers"). */
const text = (max: number) => z.string().check(z.maxLength(max));
const id = z.int().check(z.gte(0));

export const memberRow = z.object({
  applicationId: text(64).check(z.minLength(1)),
  userId: id,
  name: text(64),
  main: z.boolean(),
  current: z.boolean(),
  createdTime: timestamp,
});

export const memberList = z.object({ rows: z.array(memberRow).check(z.maxLength(100)), limit: z.int().check(z.gte(0)) });

export const switchedSession = z.object({ token: text(512).check(z.minLength(1)), user_id: id, expires_at: timestamp });

/** `POST /v3/asset/transfer`: the new transfer's id (a number, or its digits as a string). */
export const transferAnswer = z.object({ id: wireId });

/**
 * `GET /v3/asset/transfer/history` (real, recorded: fetchTransfers): `{id, token, amount "1000000", status, from, to,
 * createdTime, updatedTime}` with times as seconds strings (2025-07), ms strings or ms numbers; meta camelCase.
 */
const side = z.object({ applicationId: text(64), accountName: text(64) });
export const transferPage = wirePage(
  z.object({
    id: wireId,
    token: text(20).check(z.minLength(1)),
    amount: wireDecimal,
    status: text(20),
    from: side,
    to: side,
    createdTime: wireTime,
    updatedTime: orDefault(wireTime, 0),
  }),
);

export const collateralData = z.object({
  rows: z
    .array(z.object({ token: text(20), collateralRatio: signedDecimal, enabled: z.boolean(), switchable: z.boolean() }))
    .check(z.maxLength(200)),
  walletMode: z.enum(WALLET_MODES),
  collateralValue: signedDecimal,
});

export const anything = z.unknown();
