import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { SecurityApiPort } from '../../application/security/ports/security-api.port';
import type { WithdrawRequest } from '../../application/withdraw/ports/withdraw-api.port';
import type { WithdrawChallengePort } from '../../application/withdraw/ports/withdraw-challenge.port';

type Answer = { readonly proceed: boolean; readonly fields?: Readonly<Record<string, string>> };

/** What the open challenge asks for. */
export interface ChallengeAsk {
  readonly request: WithdrawRequest;
  readonly password: boolean;
  readonly code: boolean;
}

/**
 * The withdrawal's security step (issue 16 item 4 with the security centre of issue 17): when the account has a
 * withdraw password or 2FA, a dialog asks for them before the withdrawal leaves, and they travel in its body
 * (`withdrawPassword`, `totp`). The exchange checks them (and refuses while withdrawals are locked); when the status
 * cannot be read, the withdrawal goes without them and the exchange says what it needs.
 */
@injectable()
export class WithdrawChallengeStore implements WithdrawChallengePort {
  ask: ChallengeAsk | undefined = undefined;
  password = '';
  code = '';
  private resolve: ((answer: Answer) => void) | undefined;

  constructor(@inject(SecurityApiPort) private readonly security: SecurityApiPort) {
    makeObservable(this, {
      ask: observableRef, password: observable, code: observable, complete: computed, setPassword: action, setCode: action, confirm: action, cancel: action, open: action,
    });
  }

  async challenge(request: WithdrawRequest): Promise<Answer> {
    const status = await this.security.status();
    if (!status.ok || (!status.value.withdrawPwd && !status.value.otpauth)) return { proceed: true };
    this.cancel();
    return new Promise<Answer>((resolve) => {
      this.resolve = resolve;
      this.open({ request, password: status.value.withdrawPwd, code: status.value.otpauth });
    });
  }

  /** Whether every field asked for is filled (the code as 6 digits). */
  get complete(): boolean {
    if (!this.ask) return false;
    return (!this.ask.password || this.password !== '') && (!this.ask.code || /^\d{6}$/.test(this.code.trim()));
  }

  setPassword(value: string): void {
    this.password = value;
  }

  setCode(value: string): void {
    this.code = value.replace(/\D/g, '').slice(0, 6);
  }

  confirm(): void {
    if (!this.ask || !this.complete) return;
    const fields: Record<string, string> = {};
    if (this.ask.password) fields.withdrawPassword = this.password;
    if (this.ask.code) fields.totp = this.code.trim();
    this.finish({ proceed: true, fields });
  }

  cancel(): void {
    this.finish({ proceed: false });
  }

  open(ask: ChallengeAsk): void {
    this.ask = ask;
    this.password = '';
    this.code = '';
  }

  private finish(answer: Answer): void {
    runInAction(() => {
      this.ask = undefined;
      this.password = '';
      this.code = '';
    });
    const resolve = this.resolve;
    this.resolve = undefined;
    resolve?.(answer);
  }
}
