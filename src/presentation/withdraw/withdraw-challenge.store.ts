import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { SecurityApiPort } from '../../application/security/ports/security-api.port';
import type { WithdrawRequest } from '../../application/withdraw/ports/withdraw-api.port';
import type { ChallengeAnswer, WithdrawChallengePort } from '../../application/withdraw/ports/withdraw-challenge.port';
import type { ChallengeRefusal } from '../../domain/security/challenge-refusal';

type Answer = ChallengeAnswer;

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
  /** The exchange's refusal of what was typed (shown under its field; the dialog stays open). */
  refusal: ChallengeRefusal | undefined = undefined;
  /** Confirmed: waiting for the exchange's answer (the dialog stays open, its button busy). */
  checking = false;
  private resolve: ((answer: Answer) => void) | undefined;

  constructor(@inject(SecurityApiPort) private readonly security: SecurityApiPort) {
    makeObservable(this, {
      ask: observableRef, password: observable, code: observable, refusal: observableRef, checking: observable, complete: computed,
      setPassword: action, setCode: action, confirm: action, cancel: action, open: action, again: action, done: action,
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
    if (this.refusal?.field === 'password') this.refusal = undefined;
  }

  setCode(value: string): void {
    this.code = value.replace(/\D/g, '').slice(0, 6);
    if (this.refusal?.field === 'totp') this.refusal = undefined;
  }

  /** Hands the typed values to the withdrawal; the dialog stays open until the exchange has answered (`done`/`again`). */
  confirm(): void {
    if (!this.ask || !this.complete || this.checking) return;
    const fields: Record<string, string> = {};
    if (this.ask.password) fields.withdrawPassword = this.password;
    if (this.ask.code) fields.totp = this.code.trim();
    this.checking = true;
    this.refusal = undefined;
    const resolve = this.resolve;
    this.resolve = undefined;
    resolve?.({ proceed: true, fields });
  }

  /** A wrong code or password: the dialog stays open with what was typed and the problem under its field. */
  again(refusal: ChallengeRefusal): Promise<Answer> {
    this.checking = false;
    this.refusal = refusal;
    return new Promise<Answer>((resolve) => {
      this.resolve = resolve;
    });
  }

  /** The exchange answered otherwise: the dialog closes. */
  done(): void {
    this.finish({ proceed: false });
  }

  cancel(): void {
    this.finish({ proceed: false });
  }

  open(ask: ChallengeAsk): void {
    this.ask = ask;
    this.password = '';
    this.code = '';
    this.refusal = undefined;
    this.checking = false;
  }

  private finish(answer: Answer): void {
    runInAction(() => {
      this.ask = undefined;
      this.password = '';
      this.code = '';
      this.refusal = undefined;
      this.checking = false;
    });
    const resolve = this.resolve;
    this.resolve = undefined;
    resolve?.(answer);
  }
}
