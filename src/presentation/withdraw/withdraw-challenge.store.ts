import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ClockPort, type TimerHandle } from '../../application/shared/ports/clock.port';
import { SecurityApiPort } from '../../application/security/ports/security-api.port';
import { WithdrawApiPort, type WithdrawRequest } from '../../application/withdraw/ports/withdraw-api.port';
import type { ChallengeAnswer, WithdrawChallengePort } from '../../application/withdraw/ports/withdraw-challenge.port';
import type { ChallengeRefusal } from '../../domain/security/challenge-refusal';
import { WITHDRAW_EMAIL_CODE_PATTERN } from '../../domain/wallet/withdraw-email-code';
import type { WithdrawReview } from '../../domain/wallet/withdraw-review';

type Answer = ChallengeAnswer;

/** What the open step asks for: always the email code; the withdraw password and the 2FA code when the account has them. */
export interface ChallengeAsk {
  readonly request: WithdrawRequest;
  readonly review?: WithdrawReview;
  readonly password: boolean;
  readonly code: boolean;
}

/** Why the email code could not be sent: asked again too soon (the seconds to wait) or another refusal. */
export type EmailSendProblem = { readonly kind: 'tooSoon'; readonly seconds: number } | { readonly kind: 'failed' };

/**
 * The withdrawal's confirmation: first a review (asset, network, address with its label, amount, fee, what arrives,
 * about when), then the security verification — the email code (sent on entering it, a resend after its cool-down),
 * the withdraw password when set and the 2FA code when 2FA is on — all travelling in the withdrawal's body
 * (`emailCode`, `withdrawPassword`, `totp`). A wrong code keeps the dialog open with what was typed and the problem
 * under its field; the confirm button is busy while the exchange answers, so a double click sends once.
 */
@injectable()
export class WithdrawChallengeStore implements WithdrawChallengePort {
  ask: ChallengeAsk | undefined = undefined;
  stage: 'review' | 'verify' = 'review';
  password = '';
  code = '';
  emailCode = '';
  /** Whether a code was mailed for this withdrawal. */
  emailSent = false;
  emailSending = false;
  emailProblem: EmailSendProblem | undefined = undefined;
  /** When a new email code may be asked (epoch ms), and the clock the countdown reads. */
  resendAt = 0;
  now = 0;
  /** The exchange's refusal of what was typed (shown under its field; the dialog stays open). */
  refusal: ChallengeRefusal | undefined = undefined;
  /** Confirmed: waiting for the exchange's answer (the dialog stays open, its button busy). */
  checking = false;
  private resolve: ((answer: Answer) => void) | undefined;
  private timer: TimerHandle | undefined;

  constructor(
    @inject(SecurityApiPort) private readonly security: SecurityApiPort,
    @inject(WithdrawApiPort) private readonly api: WithdrawApiPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeObservable(this, {
      ask: observableRef,
      stage: observable,
      password: observable,
      code: observable,
      emailCode: observable,
      emailSent: observable,
      emailSending: observable,
      emailProblem: observableRef,
      resendAt: observable,
      now: observable,
      refusal: observableRef,
      checking: observable,
      complete: computed,
      resendIn: computed,
      setPassword: action,
      setCode: action,
      setEmailCode: action,
      next: action,
      confirm: action,
      cancel: action,
      open: action,
      again: action,
      done: action,
    });
  }

  async challenge(request: WithdrawRequest, review?: WithdrawReview): Promise<Answer> {
    const status = await this.security.status();
    this.cancel();
    return new Promise<Answer>((resolve) => {
      this.resolve = resolve;
      this.open({ request, review, password: status.ok && status.value.withdrawPwd, code: status.ok && status.value.otpauth });
    });
  }

  /** Seconds until "Resend" may be pressed (0: now). */
  get resendIn(): number {
    return Math.max(0, Math.ceil((this.resendAt - this.now) / 1000));
  }

  /** Whether every field asked for is filled (the codes as 6 digits), on the verification step. */
  get complete(): boolean {
    if (!this.ask || this.stage !== 'verify') return false;
    return (
      WITHDRAW_EMAIL_CODE_PATTERN.test(this.emailCode) &&
      (!this.ask.password || this.password !== '') &&
      (!this.ask.code || /^\d{6}$/.test(this.code.trim()))
    );
  }

  /** From the review to the verification: the email code is sent at once. */
  next(): void {
    if (!this.ask || this.stage !== 'review') return;
    this.stage = 'verify';
    void this.sendEmailCode();
  }

  /** Mails a code (again, once the cool-down is over). */
  async sendEmailCode(): Promise<void> {
    if (!this.ask || this.emailSending || this.resendIn > 0) return;
    runInAction(() => {
      this.emailSending = true;
      this.emailProblem = undefined;
    });
    const result = await this.api.sendEmailCode();
    runInAction(() => {
      this.emailSending = false;
      if (result.ok) {
        this.emailSent = true;
        this.resendAt = this.clock.now() + result.value.resendAfterMs;
        if (this.refusal?.field === 'emailCode' && this.refusal.stale) this.refusal = undefined;
      } else {
        const seconds =
          result.error.kind === 'refused' && result.error.code === -1003 ? /in (\d+) seconds/.exec(result.error.message)?.[1] : undefined;
        this.emailProblem = seconds ? { kind: 'tooSoon', seconds: Number(seconds) } : { kind: 'failed' };
        if (seconds) this.resendAt = this.clock.now() + Number(seconds) * 1000;
      }
    });
    this.tick();
  }

  /** Moves the countdown's clock on, once a second while it runs. */
  tick(): void {
    runInAction(() => (this.now = this.clock.now()));
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = this.ask && this.resendIn > 0 ? this.clock.setTimeout(() => this.tick(), 1000) : undefined;
  }

  setPassword(value: string): void {
    this.password = value;
    if (this.refusal?.field === 'password') this.refusal = undefined;
  }

  setCode(value: string): void {
    this.code = value.replace(/\D/g, '').slice(0, 6);
    if (this.refusal?.field === 'totp') this.refusal = undefined;
  }

  setEmailCode(value: string): void {
    this.emailCode = value.replace(/\D/g, '').slice(0, 6);
    if (this.refusal?.field === 'emailCode' && !this.refusal.stale) this.refusal = undefined;
  }

  /** Hands the typed values to the withdrawal; the dialog stays open until the exchange has answered (`done`/`again`). */
  confirm(): void {
    if (!this.ask || !this.complete || this.checking) return;
    const fields: Record<string, string> = { emailCode: this.emailCode };
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
    this.reset();
    this.ask = ask;
  }

  private reset(): void {
    Object.assign(this, {
      ask: undefined,
      stage: 'review',
      password: '',
      code: '',
      emailCode: '',
      emailSent: false,
      emailSending: false,
      emailProblem: undefined,
      resendAt: 0,
      refusal: undefined,
      checking: false,
    });
  }

  private finish(answer: Answer): void {
    runInAction(() => this.reset());
    const resolve = this.resolve;
    this.resolve = undefined;
    resolve?.(answer);
  }
}
