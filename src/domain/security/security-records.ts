import type { SecurityItem } from './security-rules';

/** What `security_checking` says of the account. */
export interface SecurityStatus {
  readonly otpauth: boolean;
  readonly antiPhishingCode: boolean;
  readonly tradePwd: boolean;
  readonly withdrawPwd: boolean;
  /** Orders ask for the trade password (src/domain/security/trade-password-on-order.ts). */
  readonly tradePwdOnOrder?: boolean;
  readonly recoveryCodesLeft: number;
  /** Epoch ms; 0 or past = withdrawals open. */
  readonly withdrawLockUntil: number;
  readonly level: 'low' | 'medium' | 'high';
  readonly missing: readonly SecurityItem[];
}

/** A key to scan: its base32 secret, the otpauth:// URI and the QR code image (data URL). */
export interface TotpSetup {
  readonly secret: string;
  readonly uri: string;
  readonly qrCode: string;
}

/** How a sensitive action is confirmed when 2FA is on. */
/** What a sensitive action is, for `need_safe_check` (docs/protocol.md "Account security"). */
export type SafeCheckType = 'WITHDRAW' | 'API_KEY' | 'TRADE_PWD' | 'WITHDRAW_PWD' | 'ANTI_PHISHING_CODE' | 'DISABLE_2FA' | 'DEVICE';

export interface SafeCheck {
  readonly totp?: string;
  readonly recoveryCode?: string;
}

export interface SignedInDevice {
  readonly id: number;
  readonly deviceName: string;
  readonly ip: string;
  readonly loginTime: number;
  readonly lastSeenTime: number;
  readonly current: boolean;
}

export interface ActivityRow {
  readonly id: number;
  readonly type: string;
  readonly ip: string;
  readonly deviceName: string;
  readonly createdTime: number;
}

export interface Paged<T> {
  readonly rows: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

/** An email of the local outbox. */
export interface OutboxMail {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly antiPhishingCode: string | null;
  readonly createdTime: number;
}

export type PasswordKind = 'trade' | 'withdraw';
export type ActivityKind = 'login' | 'security';
