import type { CodeAttempts } from '../../src/domain/security/security-rules';

/** One account's security settings as stored (secrets hashed, except the TOTP key the check needs). */
export interface SecurityState {
  /** The confirmed authenticator key (base32) and the last counter used (a code is good once). */
  totp?: { secret: string; enabledAt: number; lastCounter: number };
  /** A key handed out by GET otpauth, waiting for its first code. */
  pendingSecret?: string;
  /** scrypt (hex) of each unused recovery code with `recoverySalt`; SHA-256 in states saved before the salt existed. */
  recoveryHashes: string[];
  /** The account's random salt of its recovery codes (hex), new with each set of codes. */
  recoverySalt?: string;
  antiPhishingCode?: string;
  /** scrypt `salt:hash` (hex). */
  tradePwd?: string;
  withdrawPwd?: string;
  /** Orders ask for the trade password (simulator/security/trade-password-gate.ts). */
  tradePwdOnOrder?: boolean;
  withdrawLockUntil: number;
  /** Wrong tries per action (TOTP, TRADE_PWD, WITHDRAW_PWD). */
  attempts: Record<string, CodeAttempts>;
}

export const emptySecurityState = (): SecurityState => ({ recoveryHashes: [], withdrawLockUntil: 0, attempts: {} });

/**
 * A signed-in device: its current session, known by the token's SHA-256 (the session table's key); `deviceKey` is
 * the browser's own id, so that a browser signing in again is the same device with a new session.
 */
export interface DeviceRecord {
  readonly id: number;
  readonly userId: number;
  tokenHash: string;
  readonly deviceKey?: string;
  deviceName: string;
  ip: string;
  readonly createdTime: number;
  lastSeenTime: number;
}

/** A row of the login or the security activity. */
export interface ActivityRecord {
  readonly id: number;
  readonly userId: number;
  readonly kind: 'LOGIN' | 'SECURITY';
  /** LOGIN: SUCCESS; SECURITY: what changed (ENABLE_2FA, SET_ANTI_PHISHING_CODE, ...). */
  readonly type: string;
  readonly ip: string;
  readonly deviceName: string;
  readonly createdTime: number;
}

/** An email the simulator "sent": kept in the local outbox. */
export interface MailRecord {
  readonly id: number;
  readonly userId: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The account's anti-phishing code when it was sent (also in the text), or null. */
  readonly antiPhishingCode: string | null;
  readonly createdTime: number;
}

/** The durable side of the security centre; the service keeps everything in memory and writes through. */
export interface SecurityRepository {
  load(): Promise<{ states: Map<number, SecurityState>; devices: DeviceRecord[]; activity: ActivityRecord[]; mail: MailRecord[] }>;
  saveState(userId: number, state: SecurityState): Promise<void>;
  saveDevice(device: DeviceRecord): Promise<void>;
  deleteDevice(device: DeviceRecord): Promise<void>;
  addActivity(row: ActivityRecord): Promise<void>;
  addMail(row: MailRecord): Promise<void>;
}

/** Memory stores: nothing outlives the process. */
export class MemorySecurityRepository implements SecurityRepository {
  async load() {
    return { states: new Map<number, SecurityState>(), devices: [], activity: [], mail: [] };
  }
  async saveState(): Promise<void> {}
  async saveDevice(): Promise<void> {}
  async deleteDevice(): Promise<void> {}
  async addActivity(): Promise<void> {}
  async addMail(): Promise<void> {}
}
