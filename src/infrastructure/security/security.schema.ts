import * as z from 'zod/mini';
import { pageOf } from '../http/wire-page.schema';

/** Wire shapes of the security centre's calls (docs/protocol.md "Account security"). */
const text = (max: number) => z.string().check(z.maxLength(max));
const ms = z.int().check(z.gte(0));
const ITEMS = ['otpauth', 'antiPhishingCode', 'tradePwd', 'withdrawPwd'] as const;

export const statusData = z.object({
  otpauth: z.boolean(),
  antiPhishingCode: z.boolean(),
  tradePwd: z.boolean(),
  withdrawPwd: z.boolean(),
  recoveryCodesLeft: z.int().check(z.gte(0), z.lte(10)),
  withdrawLockUntil: ms,
  /** Orders ask for the trade password (absent from exchanges that do not have the setting). */
  tradePwdOnOrder: z.optional(z.boolean()),
  level: z.enum(['low', 'medium', 'high']),
  missing: z.array(z.enum(ITEMS)).check(z.maxLength(4)),
});

/** `need_safe_check`. */
export const safeCheckData = z.object({ needSafeCheck: z.boolean() });

/** `trade_pwd_setting`. */
export const tradePwdSettingData = z.object({ askOnOrder: z.boolean() });

export const otpauthData = z.object({
  enabled: z.boolean(),
  secret: z.optional(z.string().check(z.regex(/^[A-Z2-7]{16,64}$/))),
  secretQrCode: z.optional(z.string().check(z.maxLength(512), z.startsWith('otpauth://totp/'))),
});

export const qrCodeData = z.object({ qrCode: z.string().check(z.maxLength(100_000), z.startsWith('data:image/png;base64,')) });

export const enabledData = z.object({
  recoveryCodes: z.array(z.string().check(z.regex(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/))).check(z.minLength(1), z.maxLength(10)),
});

export const antiPhishingData = z.object({ antiPhishingCode: z.nullable(text(20)) });

export const devicePage = pageOf(
  z.object({
    id: z.int().check(z.gte(1)),
    deviceName: text(100),
    ip: text(64),
    loginTime: ms,
    lastSeenTime: ms,
    current: z.boolean(),
  }),
);

export const activityPage = pageOf(
  z.object({ id: z.int().check(z.gte(1)), type: text(40), ip: text(64), deviceName: text(100), createdTime: ms }),
);

export const outboxData = z.object({
  rows: z
    .array(
      z.object({
        id: z.int(),
        to: text(320),
        subject: text(200),
        text: text(10_000),
        antiPhishingCode: z.nullable(text(20)),
        createdTime: ms,
      }),
    )
    .check(z.maxLength(500)),
});

export const anyData = z.unknown();
