import * as z from 'zod/mini';
import { signedDecimal, unsignedDecimal } from '../market/rest-market.schema';
import { orDefault } from '../http/wire.schema';

/** Wire shapes of the deposit calls (docs/protocol.md "Wallet: deposits"). */
const name = z.string().check(z.minLength(1), z.maxLength(40));

export const networkRows = z.object({
  rows: z
    .array(
      z.object({
        protocol: name,
        network: name,
        token: name,
        name: z.string().check(z.maxLength(100)),
        allow_deposit: z.union([z.literal(0), z.literal(1)]),
        minimum_deposit: z.optional(signedDecimal),
        confirmations: z.optional(z.int().check(z.gte(0), z.lte(10000))),
        need_memo: z.optional(z.boolean()),
        suspend_reason: z.optional(z.string().check(z.maxLength(200))),
      }),
    )
    .check(z.maxLength(100)),
});

/** `GET /v3/asset/wallet/deposit` (real, recorded: fetchDepositAddress): `{address, extra}`, extra '' without a memo. */
export const addressData = z.object({
  address: z.string().check(z.minLength(1), z.maxLength(200)),
  extra: orDefault(z.string().check(z.maxLength(100)), ''),
});

/** `GET /instrument/v4/public/token_info?type=` (docs/protocol.md "Instrument"). */
export const tokenInfoRows = z.object({
  rows: z
    .array(
      z.object({
        token: name,
        fullname: z.string().check(z.maxLength(100)),
        decimals: z.int().check(z.gte(0), z.lte(30)),
        spot: z.boolean(),
        perp: z.boolean(),
        baseTick: unsignedDecimal,
      }),
    )
    .check(z.maxLength(2000)),
});

/** `token_config`: each token's networks and whether any takes deposits or sends withdrawals (0/1). */
export const tokenConfigRows = z.object({
  rows: z
    .array(
      z.object({
        token: name,
        networks: z.array(name).check(z.maxLength(50)),
        allow_deposit: z.union([z.literal(0), z.literal(1)]),
        allow_withdraw: z.union([z.literal(0), z.literal(1)]),
      }),
    )
    .check(z.maxLength(2000)),
});

/** `GET /asset/` (shape designed here, docs/protocol.md "Wallet: asset service status"). */
export const assetStatusData = z.object({
  status: z.enum(['NORMAL', 'MAINTENANCE']),
  message: z.nullable(z.string().check(z.maxLength(500))),
  estimatedEndTime: z.nullable(z.int().check(z.gte(0))),
});

export const anyData = z.unknown();
