import { injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import type { SignInCodeAnswer, SignInCodePort } from '../../application/auth/ports/sign-in-code.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { signInCodeFrom } from '../../domain/auth/sign-in-code';
import type { SafeCheck } from '../../domain/security/security-records';

type Submit = (code: SafeCheck) => Promise<SignInCodeAnswer>;

/**
 * The sign-in's 2FA question (the exchange session waits for it): the use case asks, the dialog answers. A wrong
 * code keeps the dialog open with the exchange's refusal; a right one closes it; closing it gives up the sign-in.
 */
@injectable()
export class SignInCodeStore implements SignInCodePort {
  asking = false;
  busy = false;
  /** The typed text is neither six digits nor a recovery code. */
  badFormat = false;
  refusal: TradeFailure | undefined = undefined;
  private submitter: Submit | undefined;
  private resolve: ((accepted: boolean) => void) | undefined;

  constructor() {
    makeObservable<SignInCodeStore, 'finish' | 'submitter' | 'resolve'>(this, {
      asking: observable,
      busy: observable,
      badFormat: observable,
      refusal: observable,
      ask: action,
      cancel: action,
      finish: action,
      submitter: false,
      resolve: false,
    });
  }

  ask(submit: Submit): Promise<boolean> {
    this.resolve?.(false);
    return new Promise((resolve) => {
      this.submitter = submit;
      this.resolve = resolve;
      this.asking = true;
      this.busy = false;
      this.badFormat = false;
      this.refusal = undefined;
    });
  }

  /** One typed code: sent when it has a code's form; answers whether it was accepted. */
  async submit(typed: string): Promise<boolean> {
    const code = signInCodeFrom(typed);
    const submitter = this.submitter;
    if (!code || !submitter || this.busy) {
      runInAction(() => (this.badFormat = !code));
      return false;
    }
    runInAction(() => {
      this.busy = true;
      this.badFormat = false;
      this.refusal = undefined;
    });
    const answer = await submitter(code);
    if (answer.ok) {
      this.finish(true);
      return true;
    }
    runInAction(() => {
      this.busy = false;
      this.refusal = answer.refusal;
    });
    return false;
  }

  cancel(): void {
    this.finish(false);
  }

  private finish(accepted: boolean): void {
    const resolve = this.resolve;
    this.resolve = undefined;
    this.submitter = undefined;
    this.asking = false;
    this.busy = false;
    resolve?.(accepted);
  }
}
