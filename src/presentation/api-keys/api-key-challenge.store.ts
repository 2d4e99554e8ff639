import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { SecurityApiPort } from '../../application/security/ports/security-api.port';
import type { SafeCheck } from '../../domain/security/security-records';

/** What the code is asked for (the dialog's wording). */
export type KeyAction = 'create' | 'edit' | 'delete';

/** The step's answer: go on (with the code when one was asked) or stop. */
export type KeyChallengeAnswer = { readonly proceed: true; readonly check?: SafeCheck } | { readonly proceed: false };

/**
 * The 2FA step before an API key is created, its IPs edited or it is deleted (issue 17 items 2 and 3), as the
 * withdrawal's step does: when `need_safe_check` (API_KEY) says so, a dialog asks for the authenticator's 6-digit code,
 * which travels with the change (`totp`); the exchange checks it with the security centre's lock (5 wrong codes lock
 * for 15 minutes) and says why when it refuses. When the status cannot be read, the change goes without a code and the
 * exchange says what it needs.
 */
@injectable()
export class ApiKeyChallengeStore {
  asking: KeyAction | undefined = undefined;
  code = '';
  private resolve: ((answer: KeyChallengeAnswer) => void) | undefined;

  constructor(@inject(SecurityApiPort) private readonly security: SecurityApiPort) {
    makeObservable(this, { asking: observable, code: observable, complete: computed, setCode: action, confirm: action, cancel: action });
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
      });
    });
  }

  get complete(): boolean {
    return /^\d{6}$/.test(this.code);
  }

  setCode(value: string): void {
    this.code = value.replace(/\D/g, '').slice(0, 6);
  }

  confirm(): void {
    if (!this.asking || !this.complete) return;
    this.finish({ proceed: true, check: { totp: this.code } });
  }

  cancel(): void {
    this.finish({ proceed: false });
  }

  private finish(answer: KeyChallengeAnswer): void {
    runInAction(() => {
      this.asking = undefined;
      this.code = '';
    });
    const resolve = this.resolve;
    this.resolve = undefined;
    resolve?.(answer);
  }
}
