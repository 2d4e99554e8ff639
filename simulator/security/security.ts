import { randomBytes } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  WITHDRAW_LOCK_MS,
  normaliseRecoveryCode,
  recoveryCodeFrom,
} from '../../src/domain/security/security-rules';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { AccountRepository } from '../store/account-repository';
import { Devices, type Actor } from './devices';
import { MailOutbox } from './mail-outbox';
import { passwordHash, passwordMatches, recoveryHash } from './secret-hash';
import type { SecurityRepository, SecurityState } from './security-records';
import { SecurityStates } from './security-states';
import type { Challenge, PasswordKind } from './security-types';
import { newTotpSecret, verifyTotp } from './totp-crypto';

export { challengeVerdict, type Challenge, type ChallengeVerdict, type PasswordKind } from './security-types';

/**
 * The security centre's rules: 2FA (RFC 6238), recovery codes, anti-phishing code, trade and withdraw passwords
 * (scrypt), the withdraw lock, with activity rows and alert emails (`Devices`, `MailOutbox`). Each account's state and
 * its code locks (5 wrong → 15 min) are `SecurityStates`': in memory and written through before a call answers.
 */
export class Security {
  private readonly states: SecurityStates;
  readonly outbox: MailOutbox;
  readonly devices: Devices;

  constructor(
    private readonly repository: SecurityRepository,
    private readonly accounts: AccountRepository,
    private readonly clock: () => number,
  ) {
    this.states = new SecurityStates(repository, clock);
    this.outbox = new MailOutbox(repository);
    this.devices = new Devices(repository, accounts);
  }

  async start(): Promise<void> {
    const loaded = await this.repository.load();
    this.states.restore(loaded.states);
    this.devices.restore(loaded.devices, loaded.activity);
    this.outbox.restore(loaded.mail);
  }

  state(userId: number): SecurityState {
    return this.states.get(userId);
  }

  /** Writes the security activity row and emails the alert (with the anti-phishing code). */
  async record(actor: Actor, type: string, subject: string, body: string): Promise<void> {
    await this.devices.addActivity(actor, 'SECURITY', type, this.clock());
    await this.mail(actor.userId, subject, body);
  }

  /** Sends an email to the account's address through the outbox. */
  async mail(userId: number, subject: string, body: string, to?: string): Promise<void> {
    const account = await this.accounts.findAccountById(userId);
    await this.outbox.send({
      userId,
      to: to ?? account?.email ?? null,
      subject,
      body,
      antiPhishingCode: this.state(userId).antiPhishingCode,
      now: this.clock(),
    });
  }

  // ---- 2FA -----------------------------------------------------------------------------------------------------

  /** GET otpauth: whether 2FA is on; when off, the pending key to scan (the same one until it is confirmed). */
  async otpauth(userId: number): Promise<{ enabled: boolean; secret?: string }> {
    const state = this.state(userId);
    if (state.totp) return { enabled: true };
    if (state.pendingSecret) return { enabled: false, secret: state.pendingSecret };
    const secret = newTotpSecret();
    await this.states.update(userId, (current) => ({ ...current, pendingSecret: secret }));
    return { enabled: false, secret };
  }

  /** POST otpauth: the first code confirms the pending key; answers the 10 recovery codes, shown this once. */
  async enableTotp(actor: Actor, code: string): Promise<string[]> {
    const state = this.state(actor.userId);
    if (state.totp) throw new ApiError(ErrorCodes.InvalidParameter, 'otpauth: 2FA is already on');
    const pending = state.pendingSecret;
    if (!pending) throw new ApiError(ErrorCodes.InvalidParameter, 'otpauth: ask for a key first (GET otpauth)');
    const attempt = this.states.reserveTry(actor.userId, 'TOTP');
    const counter = verifyTotp(pending, code, this.clock());
    if (counter === undefined) return attempt.wrong('code', 'code');
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFrom(randomBytes(RECOVERY_CODE_LENGTH)));
    const salt = randomBytes(16).toString('hex');
    const hashes = await Promise.all(codes.map((c) => recoveryHash(c, salt)));
    await attempt.right();
    await this.states.update(actor.userId, (current) => {
      if (current.totp) throw new ApiError(ErrorCodes.InvalidParameter, 'otpauth: 2FA is already on');
      const { pendingSecret: _, ...rest } = current;
      return {
        ...rest,
        totp: { secret: pending, enabledAt: this.clock(), lastCounter: counter },
        recoveryHashes: hashes,
        recoverySalt: salt,
      };
    });
    await this.record(
      actor,
      'ENABLE_2FA',
      '2FA turned on',
      'Two-factor authentication with an authenticator app was turned on for your account.',
    );
    return codes;
  }

  /** DELETE otpauth: needs a current code (or a recovery code). */
  async disableTotp(actor: Actor, challenge: Challenge): Promise<void> {
    if (!this.state(actor.userId).totp) throw new ApiError(ErrorCodes.InvalidParameter, 'otpauth: 2FA is not on');
    await this.verify(actor, challenge);
    await this.states.update(actor.userId, (current) => {
      const { totp: _, recoverySalt: __, ...rest } = current;
      return { ...rest, recoveryHashes: [] };
    });
    await this.record(
      actor,
      'DISABLE_2FA',
      '2FA turned off',
      'Two-factor authentication was turned off for your account. If this was not you, contact support at once.',
    );
  }

  /** Whether a sensitive action asks for a code: with 2FA on, always. */
  needSafeCheck(userId: number): boolean {
    return this.state(userId).totp !== undefined;
  }

  /**
   * Confirms a sensitive action: nothing to do with 2FA off; else a current code (each 30-second step once, even
   * for parallel calls) or an unused recovery code (spent in the same step that finds it). Each try is reserved
   * before it is checked and counts towards the lock of 'TOTP' unless it was right.
   */
  async verify(actor: Actor, challenge: Challenge): Promise<void> {
    const state = this.state(actor.userId);
    if (!state.totp) return;
    if (!challenge.recoveryCode && !challenge.totp) {
      this.states.assertOpen(actor.userId, 'TOTP');
      throw new ApiError(ErrorCodes.InvalidParameter, 'totp: the 2FA code is required');
    }
    const attempt = this.states.reserveTry(actor.userId, 'TOTP');
    if (challenge.recoveryCode) {
      const hash = await recoveryHash(normaliseRecoveryCode(challenge.recoveryCode), state.recoverySalt);
      let left = -1;
      await this.states.update(actor.userId, (current) => {
        if (!current.recoveryHashes.includes(hash)) return current;
        left = current.recoveryHashes.length - 1;
        return { ...current, recoveryHashes: current.recoveryHashes.filter((h) => h !== hash) };
      });
      if (left < 0) return attempt.wrong('recoveryCode', 'recovery code');
      await attempt.right();
      await this.record(actor, 'USE_RECOVERY_CODE', 'A recovery code was used', `A recovery code was used; ${left} are left.`);
      return;
    }
    let used = false;
    await this.states.update(actor.userId, (current) => {
      if (!current.totp) return current;
      const counter = verifyTotp(current.totp.secret, challenge.totp!, this.clock(), current.totp.lastCounter);
      if (counter === undefined) return current;
      used = true;
      return { ...current, totp: { ...current.totp, lastCounter: counter } };
    });
    if (!used) return attempt.wrong('totp', 'code');
    await attempt.right();
  }

  // ---- anti-phishing code --------------------------------------------------------------------------------------

  async setAntiPhishing(actor: Actor, code: string | undefined, challenge: Challenge): Promise<void> {
    await this.verify(actor, challenge);
    const state = this.state(actor.userId);
    const type =
      code === undefined ? 'DELETE_ANTI_PHISHING_CODE' : state.antiPhishingCode ? 'CHANGE_ANTI_PHISHING_CODE' : 'SET_ANTI_PHISHING_CODE';
    if (code === undefined && !state.antiPhishingCode) throw new ApiError(ErrorCodes.InvalidParameter, 'antiPhishingCode: none is set');
    await this.states.update(actor.userId, (current) => {
      const { antiPhishingCode: _, ...rest } = current;
      return code === undefined ? rest : { ...rest, antiPhishingCode: code };
    });
    const what = code === undefined ? 'removed' : 'set';
    await this.record(
      actor,
      type,
      `Anti-phishing code ${what}`,
      `Your anti-phishing code was ${what}. Genuine emails from us show it at the top.`,
    );
  }

  // ---- trade and withdraw passwords ----------------------------------------------------------------------------

  private static field(kind: PasswordKind): 'tradePwd' | 'withdrawPwd' {
    return kind === 'trade' ? 'tradePwd' : 'withdrawPwd';
  }

  /**
   * Checks a password (wrong tries lock the password's action); -1005 when none is set. The try is reserved before
   * the slow scrypt: parallel wrong passwords are counted one by one and the sixth finds the lock.
   */
  async checkPassword(userId: number, kind: PasswordKind, password: string): Promise<void> {
    const stored = this.state(userId)[Security.field(kind)];
    const action = kind === 'trade' ? 'TRADE_PWD' : 'WITHDRAW_PWD';
    if (!stored) throw new ApiError(ErrorCodes.InvalidParameter, `${kind}Pwd: no ${kind} password is set`);
    const attempt = this.states.reserveTry(userId, action);
    if (!(await passwordMatches(password, stored))) return attempt.wrong('password', 'password');
    await attempt.right();
  }

  async createPassword(actor: Actor, kind: PasswordKind, password: string, challenge: Challenge): Promise<void> {
    if (this.state(actor.userId)[Security.field(kind)])
      throw new ApiError(ErrorCodes.InvalidParameter, `${kind}Pwd: a ${kind} password is already set; change it instead`);
    await this.verify(actor, challenge);
    const hashed = await passwordHash(password);
    await this.states.update(actor.userId, (current) => {
      if (current[Security.field(kind)])
        throw new ApiError(ErrorCodes.InvalidParameter, `${kind}Pwd: a ${kind} password is already set; change it instead`);
      return { ...current, [Security.field(kind)]: hashed };
    });
    await this.record(
      actor,
      `CREATE_${kind.toUpperCase()}_PWD`,
      `${kind === 'trade' ? 'Trade' : 'Withdraw'} password created`,
      `A ${kind} password was set on your account.`,
    );
  }

  /** Change: the old password and (with 2FA) a code; the withdraw password's change locks withdrawals for 24 h. */
  async changePassword(actor: Actor, kind: PasswordKind, oldPassword: string, password: string, challenge: Challenge): Promise<void> {
    await this.checkPassword(actor.userId, kind, oldPassword);
    await this.verify(actor, challenge);
    const hashed = await passwordHash(password);
    const now = this.clock();
    const lock = kind === 'withdraw' ? { withdrawLockUntil: now + WITHDRAW_LOCK_MS } : {};
    await this.states.update(actor.userId, (current) => ({ ...current, [Security.field(kind)]: hashed, ...lock }));
    const extra = kind === 'withdraw' ? ' Withdrawals are locked for 24 hours.' : '';
    await this.record(
      actor,
      `CHANGE_${kind.toUpperCase()}_PWD`,
      `${kind === 'trade' ? 'Trade' : 'Withdraw'} password changed`,
      `Your ${kind} password was changed.${extra}`,
    );
  }

  async deletePassword(actor: Actor, kind: PasswordKind, password: string, challenge: Challenge): Promise<void> {
    await this.checkPassword(actor.userId, kind, password);
    await this.verify(actor, challenge);
    await this.states.update(actor.userId, (current) => {
      const { [Security.field(kind)]: _, ...rest } = current;
      return rest;
    });
    await this.record(
      actor,
      `DELETE_${kind.toUpperCase()}_PWD`,
      `${kind === 'trade' ? 'Trade' : 'Withdraw'} password removed`,
      `The ${kind} password of your account was removed.`,
    );
  }

  /** "Ask the trade password when placing orders" on or off (the caller checked the password). */
  async setTradePwdOnOrder(userId: number, on: boolean): Promise<void> {
    if (on && !this.state(userId).tradePwd) throw new ApiError(ErrorCodes.InvalidParameter, 'tradePwd: create a trade password first');
    await this.states.update(userId, (current) => ({ ...current, tradePwdOnOrder: on }));
    const actor = Security.system(userId);
    await this.record(
      actor,
      on ? 'ENABLE_TRADE_PWD_ON_ORDER' : 'DISABLE_TRADE_PWD_ON_ORDER',
      `Trade password on orders turned ${on ? 'on' : 'off'}`,
      `Placing orders ${on ? 'now asks' : 'no longer asks'} for your trade password.`,
    );
  }

  /** Until when withdrawals wait (ms; 0 or past = open). */
  withdrawLockUntil(userId: number): number {
    return this.state(userId).withdrawLockUntil;
  }

  /** A fresh actor for calls without a request (the withdraw guard). */
  static system(userId: number): Actor {
    return { userId, tokenHash: '', ip: '', deviceName: 'system' };
  }

  /** The summary `security_checking` answers. */
  overview(userId: number) {
    const s = this.state(userId);
    return {
      otpauth: s.totp !== undefined,
      antiPhishingCode: s.antiPhishingCode !== undefined,
      tradePwd: s.tradePwd !== undefined,
      withdrawPwd: s.withdrawPwd !== undefined,
      tradePwdOnOrder: s.tradePwdOnOrder === true && s.tradePwd !== undefined,
      recoveryCodesLeft: s.recoveryHashes.length,
      withdrawLockUntil: s.withdrawLockUntil,
    };
  }
}
