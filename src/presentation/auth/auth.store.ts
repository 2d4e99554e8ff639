import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { CompleteSocialLogin } from '../../application/auth/complete-social-login.use-case';
import { LogOut } from '../../application/auth/log-out.use-case';
import { SignInWithEmail, type EmailSignInOutcome } from '../../application/auth/sign-in-with-email.use-case';
import { StartSocialSignIn } from '../../application/auth/start-social-sign-in.use-case';
import { PageOrigin } from '../../application/shared/page-origin';
import { TranslatorPort } from '../../application/shared/ports/translator.port';
import type { SocialMethod, SocialProvider } from '../../domain/auth/social-login';
import { LocaleStore } from '../locale/locale.store';
import { SignInWithoutPassword, type StepOutcome } from '../../application/auth/second-factor-sign-in.use-case';
import { AppConfig } from '../../application/shared/app-config';
import { ClockPort } from '../../application/shared/ports/clock.port';
import {
  codeSent,
  emulatorCodeLinks,
  secondFactorStart,
  type SecondFactor,
  type SecondFactorStep,
  type StepError,
} from '../../domain/auth/second-factor';
import { secondsUntil } from '../../domain/auth/sign-in-throttle';

/** Which other way of signing in the login card shows. */
export type SignInWay = 'password' | 'phone' | 'emailLink';

/**
 * The login page's steps besides the password: the second factor after `multi-factor-auth-required`,
 * phone sign-in and the email link. Views read the state; every action answers whether it went through.
 */
@injectable()
export class SignInStepsStore {
  way: SignInWay = 'password';
  secondFactor: SecondFactorStep | undefined = undefined;
  /** Phone sign-in: the code's verification id once sent. */
  phoneVerificationId: string | undefined = undefined;
  /** Email link: the address a link was sent to. */
  emailLinkSentTo: string | undefined = undefined;
  /** Arrived through a sign-in link from another device: the address is asked for. */
  emailLinkNeedsAddress = false;
  error: StepError | undefined = undefined;
  busy = false;
  /** The emulator's SMS codes and email actions, for developers (local environment only). */
  readonly devLinks: { sms: string; email: string } | undefined;

  constructor(
    @inject(SignInWithoutPassword) private readonly steps: SignInWithoutPassword,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.devLinks = emulatorCodeLinks(config.firebase.emulatorUrl, config.firebase.projectId);
    makeObservable(this, {
      way: observable,
      secondFactor: observableRef,
      phoneVerificationId: observable,
      emailLinkSentTo: observable,
      emailLinkNeedsAddress: observable,
      error: observableRef,
      busy: observable,
      setWay: action,
      openSecondFactor: action,
      cancel: action,
    });
  }

  setWay(way: SignInWay): void {
    this.way = way;
    this.error = undefined;
    this.phoneVerificationId = undefined;
    this.emailLinkSentTo = undefined;
  }

  /** `multi-factor-auth-required`: the second step replaces the form (no toast). */
  openSecondFactor(factors: readonly SecondFactor[]): void {
    this.secondFactor = secondFactorStart(factors);
    this.error = undefined;
  }

  cancel(): void {
    this.secondFactor = undefined;
    this.error = undefined;
    this.setWay('password');
  }

  private async run<T>(work: () => Promise<StepOutcome<T>>, done: (value: T) => void): Promise<boolean> {
    runInAction(() => {
      this.busy = true;
      this.error = undefined;
    });
    const outcome = await work();
    runInAction(() => {
      this.busy = false;
      if (outcome.ok) done(outcome.value);
      else if ('secondFactors' in outcome) this.openSecondFactor(outcome.secondFactors);
      else this.error = outcome.error;
    });
    return outcome.ok;
  }

  sendSecondFactorCode(factorUid: string): Promise<boolean> {
    return this.run(
      () => this.steps.sendSecondFactorCode(factorUid),
      (verificationId) => {
        if (this.secondFactor) this.secondFactor = codeSent(this.secondFactor, factorUid, verificationId, this.clock.now());
      },
    );
  }

  confirmSecondFactor(code: string): Promise<boolean> {
    const step = this.secondFactor;
    if (step?.kind !== 'codeSent') return Promise.resolve(false);
    return this.run(
      () => this.steps.confirmSecondFactor(step.verificationId, code),
      () => (this.secondFactor = { kind: 'done' }),
    );
  }

  sendPhoneCode(phone: string): Promise<boolean> {
    return this.run(
      () => this.steps.sendPhoneCode(phone),
      (id) => (this.phoneVerificationId = id),
    );
  }

  confirmPhoneCode(code: string): Promise<boolean> {
    const id = this.phoneVerificationId;
    if (!id) return Promise.resolve(false);
    return this.run(
      () => this.steps.confirmPhoneCode(id, code),
      () => (this.phoneVerificationId = undefined),
    );
  }

  sendEmailLink(email: string, continueUrl: string): Promise<boolean> {
    return this.run(
      () => this.steps.sendEmailLink(email, continueUrl),
      () => (this.emailLinkSentTo = email.trim()),
    );
  }

  /** On arrival at /login: a sign-in link completes at once with the address kept on this device, else asks for it. */
  async arrive(url: string): Promise<boolean> {
    const arrival = await this.steps.emailLinkArrival(url);
    if (!arrival.link) return false;
    if (!arrival.email) {
      runInAction(() => {
        this.way = 'emailLink';
        this.emailLinkNeedsAddress = true;
      });
      return false;
    }
    return this.completeEmailLink(arrival.email, url);
  }

  completeEmailLink(email: string, url: string): Promise<boolean> {
    return this.run(
      () => this.steps.completeEmailLink(email, url),
      () => (this.emailLinkNeedsAddress = false),
    );
  }
}

/** Sign-in, registration, the social handoff and log out, for the views. */
@injectable()
export class AuthStore {
  busy: 'email' | SocialProvider | 'handoff' | undefined = undefined;
  /** Refused by the exchange's sign-in rate limit: when to try again (epoch ms). */
  throttledUntil: number | undefined = undefined;

  constructor(
    @inject(SignInWithEmail) private readonly email: SignInWithEmail,
    @inject(StartSocialSignIn) private readonly social: StartSocialSignIn,
    @inject(CompleteSocialLogin) private readonly handoff: CompleteSocialLogin,
    @inject(LogOut) private readonly logOutUseCase: LogOut,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
    @inject(PageOrigin) readonly origin: string,
    @inject(SignInStepsStore) private readonly steps: SignInStepsStore,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeObservable(this, { busy: observable, throttledUntil: observable, setBusy: action });
  }

  /** Whole seconds until the rate limit lets a sign-in through again (0: it does now). */
  throttleSecondsLeft(): number {
    return this.throttledUntil === undefined ? 0 : secondsUntil(this.throttledUntil, this.clock.now());
  }

  setBusy(busy: AuthStore['busy']): void {
    this.busy = busy;
  }

  async submitEmail(mode: 'login' | 'register', email: string, password: string): Promise<EmailSignInOutcome> {
    this.setBusy('email');
    try {
      const outcome = await this.email.execute(mode, email, password);
      runInAction(
        () =>
          (this.throttledUntil = !outcome.ok && 'retryAfterSec' in outcome ? this.clock.now() + outcome.retryAfterSec * 1000 : undefined),
      );
      // `multi-factor-auth-required`: the login card turns to the second step
      if (!outcome.ok && 'secondFactors' in outcome) this.steps.openSecondFactor(outcome.secondFactors);
      return outcome;
    } finally {
      this.afterSignIn();
    }
  }

  /**
   * Where to go next: `/login?handoff=1` once the handoff cookie is written; the login page with the second step
   * open when the account has a second factor (it then goes on to `redirectUrl`); undefined when not signed in.
   */
  async signInWith(
    provider: SocialProvider,
    method: SocialMethod,
    redirectUrl: string,
    googleIdToken?: string,
  ): Promise<string | undefined> {
    this.setBusy(provider);
    try {
      const outcome = await this.social.execute({ provider, method, redirectUrl, googleIdToken, origin: this.origin });
      if (outcome === undefined) return undefined;
      if (outcome === '/login') return '/login?handoff=1';
      this.steps.openSecondFactor(outcome.secondFactors);
      return `/login?redirect=${encodeURIComponent(redirectUrl)}`;
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
