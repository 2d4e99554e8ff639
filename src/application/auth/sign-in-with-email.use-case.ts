import { inject, injectable } from 'inversify';
import { passwordProblems, type PasswordProblem } from '../../domain/auth/password-policy';
import type { SecondFactor } from '../../domain/auth/second-factor';
import { isSignInThrottled } from '../../domain/auth/sign-in-throttle';
import { AuthErrorReporter } from './auth-error-reporter';
import { CompleteExchangeSession } from './complete-exchange-session.use-case';
import { AuthProviderPort } from './ports/auth-provider.port';
import { Notifier } from '../shared/notifier';

export type EmailSignInOutcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly field?: 'email' | 'password';
      readonly messageKey?: string;
      readonly problems?: PasswordProblem[];
      readonly minLength?: number;
    }
  /** `multi-factor-auth-required`: the sign-in's second step with these factors. */
  | { readonly ok: false; readonly secondFactors: readonly SecondFactor[] }
  /** The exchange's sign-in rate limit: try again after this many seconds (the form keeps what was typed). */
  | { readonly ok: false; readonly retryAfterSec: number };

/** `/login` and `/register` with email and password; registration checks the SDK's password policy first. */
@injectable()
export class SignInWithEmail {
  constructor(
    @inject(AuthProviderPort) private readonly auth: AuthProviderPort,
    @inject(CompleteExchangeSession) private readonly complete: CompleteExchangeSession,
    @inject(AuthErrorReporter) private readonly errors: AuthErrorReporter,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async execute(mode: 'login' | 'register', email: string, password: string): Promise<EmailSignInOutcome> {
    if (mode === 'register') {
      const check = await this.auth.validatePassword(password);
      if (!check.isValid) return { ok: false, field: 'password', problems: passwordProblems(check), minLength: check.minLength };
    }
    const signIn =
      mode === 'register' ? await this.auth.registerWithEmail(email, password) : await this.auth.signInWithEmail(email, password);
    if (!signIn.ok) {
      const handling = this.errors.report(signIn.error, { fieldsShown: true, secondFactorShown: true });
      if (handling.kind === 'secondFactor' && signIn.error.secondFactors?.length)
        return { ok: false, secondFactors: signIn.error.secondFactors };
      return handling.kind === 'field' ? { ok: false, field: handling.field, messageKey: handling.key } : { ok: false };
    }
    const session = await this.complete.execute(signIn.value.idToken, 'password');
    if (!session.ok) {
      if (isSignInThrottled(session.error)) return { ok: false, retryAfterSec: session.error.retryAfterSec };
      this.notifier.showError(session.error);
      return { ok: false };
    }
    return { ok: true };
  }
}
