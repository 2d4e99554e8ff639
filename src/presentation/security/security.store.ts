import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { SecurityApiPort } from '../../application/security/ports/security-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { PasswordKind, SafeCheck, SecurityStatus, TotpSetup } from '../../domain/security/security-records';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import type { Result } from '../../domain/shared/result';
import { busyWhile } from '../shared/busy-while';
import { failureCode } from '../shared/failure-code';

/** How an action ended: done, or refused with the exchange's message (none: the exchange did not answer). */
export type Outcome = { readonly ok: true } | { readonly ok: false; readonly message?: string };

export const outcomeOf = (result: Result<unknown, TradeFailure>): Outcome =>
  result.ok ? { ok: true } : { ok: false, message: result.error.kind === 'refused' ? result.error.message : undefined };

/** /account/security: the level, 2FA (setup, recovery codes shown once, turning off), the anti-phishing code, passwords. */
@injectable()
export class SecurityStore {
  status: Loadable<SecurityStatus> = idle();
  antiPhishingCode: string | null = null;
  /** The key being set up (2FA off, after "Set up"). */
  setup: Loadable<TotpSetup> = idle();
  /** The recovery codes of the 2FA just turned on, shown until the user says they saved them. */
  recoveryCodes: readonly string[] | undefined = undefined;
  busy = false;

  constructor(@inject(SecurityApiPort) private readonly api: SecurityApiPort) {
    makeObservable(this, {
      status: observableRef,
      antiPhishingCode: observable,
      setup: observableRef,
      recoveryCodes: observableRef,
      busy: observable,
      dismissRecoveryCodes: action,
      cancelSetup: action,
    });
  }

  get twoFactorOn(): boolean {
    return this.status.status === 'success' && this.status.value.otpauth;
  }

  async load(): Promise<void> {
    if (this.status.status !== 'success') runInAction(() => (this.status = pending()));
    const [status, code] = await Promise.all([this.api.status(), this.api.antiPhishingCode()]);
    runInAction(() => {
      if (status.ok) this.status = loaded(status.value);
      else if (this.status.status !== 'success') this.status = failed(failureCode(status.error));
      if (code.ok) this.antiPhishingCode = code.value;
    });
  }

  /** Asks for a key and its QR code. */
  async beginSetup(): Promise<void> {
    runInAction(() => (this.setup = pending()));
    const result = await this.api.totpSetup();
    runInAction(() => {
      if (result.ok && result.value) this.setup = loaded(result.value);
      else this.setup = result.ok ? idle() : failed(failureCode(result.error));
    });
    if (result.ok && !result.value) await this.load();
  }

  cancelSetup(): void {
    this.setup = idle();
  }

  /** Confirms the key with a code; on success the recovery codes are shown. */
  async enableTotp(code: string): Promise<Outcome> {
    return this.run(async () => {
      const result = await this.api.enableTotp(code);
      if (result.ok)
        runInAction(() => {
          this.recoveryCodes = result.value;
          this.setup = idle();
        });
      return result;
    });
  }

  dismissRecoveryCodes(): void {
    this.recoveryCodes = undefined;
  }

  disableTotp(check: SafeCheck): Promise<Outcome> {
    return this.run(() => this.api.disableTotp(check));
  }

  setAntiPhishingCode(code: string | null, check: SafeCheck): Promise<Outcome> {
    return this.run(() => this.api.setAntiPhishingCode(code, check));
  }

  createPassword(kind: PasswordKind, password: string, check: SafeCheck): Promise<Outcome> {
    return this.run(() => this.api.createPassword(kind, password, check));
  }

  changePassword(kind: PasswordKind, oldPassword: string, password: string, check: SafeCheck): Promise<Outcome> {
    return this.run(() => this.api.changePassword(kind, oldPassword, password, check));
  }

  deletePassword(kind: PasswordKind, password: string, check: SafeCheck): Promise<Outcome> {
    return this.run(() => this.api.deletePassword(kind, password, check));
  }

  /** One action at a time; the status (and code) are read again after a change. */
  /** "Ask the trade password when placing orders" on or off; the trade password confirms it. */
  setTradePasswordOnOrder(on: boolean, password: string): Promise<Outcome> {
    return this.run(() => this.api.setTradePasswordOnOrder(on, password));
  }

  private async run(work: () => Promise<Result<unknown, TradeFailure>>): Promise<Outcome> {
    if (this.busy) return { ok: false };
    return busyWhile(this, async () => {
      const result = await work();
      if (result.ok) await this.load();
      return outcomeOf(result);
    });
  }
}
