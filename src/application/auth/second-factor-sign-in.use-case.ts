import { inject, injectable } from 'inversify';
import type { SecondFactor } from '../../domain/auth/second-factor';
import { phoneProblem, normalisePhone, smsCodeValid, stepError, type StepError } from '../../domain/auth/second-factor';
import { isSignInThrottled } from '../../domain/auth/sign-in-throttle';
import { newEmailProblem } from '../../domain/security/email-change';
import { Notifier } from '../shared/notifier';
import { CompleteExchangeSession } from './complete-exchange-session.use-case';
import type { AuthFailure, SignInResult } from './ports/auth-provider.port';
import { PasswordlessSignInPort, SecondFactorPort } from './ports/second-factor.port';

/** How one step ended: done (with its value), a second factor asked for, or an error for a field or the step. */
export type StepOutcome<T = void> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly secondFactors: readonly SecondFactor[] }
  | { readonly ok: false; readonly error: StepError };

const failed = (failure: AuthFailure): StepOutcome<never> =>
  failure.secondFactors?.length ? { ok: false, secondFactors: failure.secondFactors } : { ok: false, error: stepError(failure.code) };

/**
 * The sign-in's other ways: the second step after `multi-factor-auth-required` (sign-in start and
 * finalize), phone sign-in (`sendVerificationCode`, `signInWithPhoneNumber`) and the email link
 * (`signInWithEmailLink`). Each ends like the password sign-in: the ID token exchanged for an exchange session.
 */
@injectable()
export class SignInWithoutPassword {
  constructor(
    @inject(SecondFactorPort) private readonly factors: SecondFactorPort,
    @inject(PasswordlessSignInPort) private readonly passwordless: PasswordlessSignInPort,
    @inject(CompleteExchangeSession) private readonly complete: CompleteExchangeSession,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  private async finish(signIn: Awaited<SignInResult>, method: string): Promise<StepOutcome> {
    if (!signIn.ok) return failed(signIn.error);
    const session = await this.complete.execute(signIn.value.idToken, method);
    if (!session.ok) {
      if (isSignInThrottled(session.error))
        return { ok: false, error: { key: 'errors.throttled', values: { seconds: session.error.retryAfterSec } } };
      this.notifier.showError(session.error);
      return { ok: false, error: { key: 'errors.generic' } };
    }
    return { ok: true, value: undefined };
  }

  /** Sign-in start: an SMS code to the chosen factor. */
  async sendSecondFactorCode(factorUid: string): Promise<StepOutcome<string>> {
    const sent = await this.factors.startSignIn(factorUid);
    return sent.ok ? sent : failed(sent.error);
  }

  /** Sign-in finalize. */
  async confirmSecondFactor(verificationId: string, code: string): Promise<StepOutcome> {
    if (!smsCodeValid(code)) return { ok: false, error: { field: 'code', key: 'errors.code-format' } };
    return this.finish(await this.factors.finishSignIn(verificationId, code.trim()), 'mfa');
  }

  async sendPhoneCode(phone: string): Promise<StepOutcome<string>> {
    if (phoneProblem(phone)) return { ok: false, error: { field: 'phone', key: 'errors.phone-format' } };
    const sent = await this.passwordless.sendPhoneCode(normalisePhone(phone));
    return sent.ok ? sent : failed(sent.error);
  }

  async confirmPhoneCode(verificationId: string, code: string): Promise<StepOutcome> {
    if (!smsCodeValid(code)) return { ok: false, error: { field: 'code', key: 'errors.code-format' } };
    return this.finish(await this.passwordless.confirmPhoneCode(verificationId, code.trim()), 'phone');
  }

  async sendEmailLink(email: string, continueUrl: string): Promise<StepOutcome> {
    if (newEmailProblem(null, email)) return { ok: false, error: { field: 'email', key: 'form.emailInvalid' } };
    const sent = await this.passwordless.sendEmailLink(email.trim(), continueUrl);
    return sent.ok ? { ok: true, value: undefined } : failed(sent.error);
  }

  /**
   * On arrival: whether the address is a sign-in link, and the address it was sent to from this device (another
   * device asks for it: the SDK checks it against the link).
   */
  async emailLinkArrival(url: string): Promise<{ link: false } | { link: true; email: string | undefined }> {
    if (!(await this.passwordless.isEmailLink(url))) return { link: false };
    return { link: true, email: this.passwordless.emailLinkAddress() };
  }

  async completeEmailLink(email: string, url: string): Promise<StepOutcome> {
    return this.finish(await this.passwordless.signInWithEmailLink(email.trim(), url), 'emailLink');
  }
}
