import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { SecurityApiPort } from '../../application/security/ports/security-api.port';
import type { ChallengeRefusal } from '../../domain/security/challenge-refusal';
import type { SafeCheck } from '../../domain/security/security-records';

/** What the code is asked for (the dialog's wording). */
export type KeyAction = 'create' | 'edit' | 'delete';

/** The step's answer: go on (with the code when one was asked) or stop. */
export type KeyChallengeAnswer = { readonly proceed: true; readonly check?: SafeCheck } | { readonly proceed: false };

/**
 * The 2FA step before an API key is created, its IPs edited or it is deleted, as the
 * withdrawal's step does: when `need_safe_check` (API_KEY) says so, a dialog asks for the authenticator's 6-digit code,
 * which travels with the change (`totp`); the exchange checks it with the security centre's lock (5 wrong codes lock
 * for 15 minutes) and says why when it refuses. When the status cannot be read, the change goes without a code and the
 * exchange says what it needs.
 */
@injectable()
export class ApiKeyChallengeStore {
  asking: KeyAction | undefined = undefined;
  code = '';
  /** The exchange's refusal of the typed code (under the field; the dialog stays open with the code kept). */
  refusal: ChallengeRefusal | undefined = undefined;
  /** Confirmed: waiting for the exchange's answer (the dialog stays open, its button busy). */
  checking = false;
  private resolve: ((answer: KeyChallengeAnswer) => void) | undefined;

  constructor(@inject(SecurityApiPort) private readonly security: SecurityApiPort) {
    makeObservable(this, {
      asking: observable,
      code: observable,
      refusal: observableRef,
      checking: observable,
      complete: computed,
      setCode: action,
      confirm: action,
      cancel: action,
      again: action,
      done: action,
    });
  }

  async challenge(action: KeyAction): Promise<KeyChallengeAnswer> {
    const need = await this.security.needSafeCheck('API_KEY');
    if (!need.ok || !need.value) return { proceed: true };
    this.cancel();
    return new Promise<KeyChallengeAnswer>((resolve) => {
      this.resolve = resolve;
      runInAction(() => {
        this.asking = action;
        this.code = '';
        this.refusal = undefined;
        this.checking = false;
      });
    });
  }

  get complete(): boolean {
    return /^\d{6}$/.test(this.code);
  }

  setCode(value: string): void {
    this.code = value.replace(/\D/g, '').slice(0, 6);
    this.refusal = undefined;
  }

  /** Hands the code to the change; the dialog stays open until the exchange has answered (`done` or `again`). */
  confirm(): void {
    if (!this.asking || !this.complete || this.checking) return;
    this.checking = true;
    this.refusal = undefined;
    const resolve = this.resolve;
    this.resolve = undefined;
    resolve?.({ proceed: true, check: { totp: this.code } });
  }

  /** A wrong code: the dialog stays open with the code typed and the problem under it; answers again on confirm. */
  again(refusal: ChallengeRefusal): Promise<KeyChallengeAnswer> {
    this.checking = false;
    this.refusal = refusal;
    return new Promise<KeyChallengeAnswer>((resolve) => {
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

  private finish(answer: KeyChallengeAnswer): void {
    runInAction(() => {
      this.asking = undefined;
      this.code = '';
      this.refusal = undefined;
      this.checking = false;
    });
    const resolve = this.resolve;
    this.resolve = undefined;
    resolve?.(answer);
  }
}
