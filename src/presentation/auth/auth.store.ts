import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { CompleteSocialLogin } from '../../application/auth/complete-social-login.use-case';
import { LogOut } from '../../application/auth/log-out.use-case';
import { SignInWithEmail, type EmailSignInOutcome } from '../../application/auth/sign-in-with-email.use-case';
import { StartSocialSignIn } from '../../application/auth/start-social-sign-in.use-case';
import { PageOrigin } from '../../application/shared/page-origin';
import { TranslatorPort } from '../../application/shared/ports/translator.port';
import type { SocialMethod, SocialProvider } from '../../domain/auth/social-login';
import { LocaleStore } from '../locale/locale.store';
import { SignInStepsStore } from './sign-in-steps.store';

/** Sign-in, registration, the social handoff and log out, for the views. */
@injectable()
export class AuthStore {
  busy: 'email' | SocialProvider | 'handoff' | undefined = undefined;

  constructor(
    @inject(SignInWithEmail) private readonly email: SignInWithEmail,
    @inject(StartSocialSignIn) private readonly social: StartSocialSignIn,
    @inject(CompleteSocialLogin) private readonly handoff: CompleteSocialLogin,
    @inject(LogOut) private readonly logOutUseCase: LogOut,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
    @inject(PageOrigin) readonly origin: string,
    @inject(SignInStepsStore) private readonly steps: SignInStepsStore,
  ) {
    makeObservable(this, { busy: observable, setBusy: action });
  }

  setBusy(busy: AuthStore['busy']): void {
    this.busy = busy;
  }

  async submitEmail(mode: 'login' | 'register', email: string, password: string): Promise<EmailSignInOutcome> {
    this.setBusy('email');
    try {
      const outcome = await this.email.execute(mode, email, password);
      // `multi-factor-auth-required`: the login card turns to the second step (issue 17)
      if (!outcome.ok && 'secondFactors' in outcome) this.steps.openSecondFactor(outcome.secondFactors);
      return outcome;
    } finally {
      this.afterSignIn();
    }
  }

  /** Returns `/login` when the handoff cookie was written. */
  async signInWith(provider: SocialProvider, method: SocialMethod, redirectUrl: string, googleIdToken?: string): Promise<string | undefined> {
    this.setBusy(provider);
    try {
      return await this.social.execute({ provider, method, redirectUrl, googleIdToken, origin: this.origin });
    } finally {
      runInAction(() => (this.busy = undefined));
    }
  }

  async completeHandoff(): Promise<string | undefined> {
    this.setBusy('handoff');
    try {
      const result = await this.handoff.execute(this.origin);
      return result && 'redirectUrl' in result ? result.redirectUrl : undefined;
    } finally {
      this.afterSignIn();
    }
  }

  /** The account's language may have been applied at login: keep the switcher in step. */
  private afterSignIn(): void {
    runInAction(() => (this.busy = undefined));
    this.locale.setLocale(this.translator.language());
  }

  logOut(): Promise<void> {
    return this.logOutUseCase.execute();
  }
}
