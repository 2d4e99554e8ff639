import * as z from 'zod/mini';
import { signedDecimal, timestamp } from '../market/rest-market.schema';
import { wireId } from '../http/wire.schema';

/** Wire shapes of the withdrawal and address book calls (docs/protocol.md "Wallet: withdrawals", "Wallet: address book"). */
const name = z.string().check(z.minLength(1), z.maxLength(40));
const address = z.string().check(z.maxLength(200));
const memo = z.string().check(z.maxLength(100));

export const withdrawNetworkRows = z.object({
  rows: z
    .array(
      z.object({
        protocol: name,
        network: name,
        token: name,
        name: z.string().check(z.maxLength(100)),
        allow_withdraw: z.union([z.literal(0), z.literal(1)]),
        minimum_withdrawal: signedDecimal,
        withdrawal_fee: signedDecimal,
        need_memo: z.optional(z.boolean()),
        suspend_reason: z.optional(z.string().check(z.maxLength(200))),
      }),
    )
    .check(z.maxLength(100)),
});

/** `POST /v3/asset/wallet/withdraw` (real, recorded: withdraw v3): `{"withdrawId": "25110415390200329"}`, kept exact. */
export const withdrawAnswer = z.object({ withdrawId: wireId });

/** `POST withdraw/email_code` (simulator-defined): when a new code may be asked (ms from now) and when this one expires. */
export const emailCodeAnswer = z.object({ resendAfterMs: z.int().check(z.gte(0)), expiresAt: timestamp });

export const savedAddress = z.object({
  id: z.int().check(z.gte(1)),
  label: z.string().check(z.maxLength(100)),
  token: name,
  network: name,
  address,
  extra: memo,
  createdTime: timestamp,
});

export const addressBookData = z.object({
  whitelistMode: z.boolean(),
  lockedUntil: timestamp,
  rows: z.array(savedAddress).check(z.maxLength(1000)),
});

/** The account's token config (shape designed here, docs/protocol.md "Wallet: account token config"). */
export const accountTokenConfigRows = z.object({
  rows: z
    .array(
      z.object({
        token: name,
        allow_deposit: z.union([z.literal(0), z.literal(1)]),
        allow_withdraw: z.union([z.literal(0), z.literal(1)]),
        deposit_reason: z.nullable(z.enum(['MAINTENANCE', 'NETWORK_SUSPENDED'])),
        withdraw_reason: z.nullable(
          z.enum(['MAINTENANCE', 'WITHDRAW_LOCKED', 'ACCOUNT_LOCKED', 'NETWORK_SUSPENDED', 'WHITELIST_NO_ADDRESS']),
        ),
        withdraw_locked_until: z.nullable(timestamp),
      }),
    )
    .check(z.maxLength(2000)),
});

export const anyData = z.unknown();
