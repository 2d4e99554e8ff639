import { inject, injectable } from 'inversify';
import type { SecondFactor } from '../../domain/auth/second-factor';
import { buildSocialLoginPayload, type SocialMethod, type SocialProvider } from '../../domain/auth/social-login';
import { AppConfig } from '../shared/app-config';
import { LoggerPort } from '../shared/ports/logger.port';
import { AuthErrorReporter } from './auth-error-reporter';
import { AuthProviderPort, type SignInResult } from './ports/auth-provider.port';
import { SocialLoginCookiePort } from './ports/social-login-cookie.port';

export interface SocialSignInRequest {
  readonly provider: SocialProvider;
  readonly method: SocialMethod;
  /** Where to land after `/login` completes (made safe by the redirect allow-list). */
  readonly redirectUrl: string;
  /** The Google ID token one-tap gave (one-tap only). */
  readonly googleIdToken?: string;
  /** This page's origin. */
  readonly origin: string;
}

/** Allowed redirect origins: this origin plus the configured exchange hosts. */
export function exchangeOrigins(config: AppConfig, origin: string): string[] {
  const origins = [config.websiteUrl, config.tradingAppUrl].flatMap((url) => {
    try {
      return [new URL(url, origin).origin];
    } catch {
      return [];
    }
  });
  return [...new Set([origin, ...origins])];
}

/** How a social sign-in ended: handed off (go to `/login`), a second factor asked for, or not signed in. */
export type SocialSignInOutcome = '/login' | { readonly secondFactors: readonly SecondFactor[] } | undefined;

/**
 * Social sign-in: signs in with the provider, then hands off through the social-login cookie.
 * It proceeds only with both the email and the access token; on success the browser goes to `/login`. An account
 * with a second factor (`multi-factor-auth-required`) gets the sign-in's second step instead of a toast;
 * that step ends with the exchange session as the password sign-in's does.
 */
@injectable()
export class StartSocialSignIn {
  constructor(
    @inject(AuthProviderPort) private readonly auth: AuthProviderPort,
    @inject(SocialLoginCookiePort) private readonly cookie: SocialLoginCookiePort,
    @inject(AuthErrorReporter) private readonly errors: AuthErrorReporter,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  async execute(request: SocialSignInRequest): Promise<SocialSignInOutcome> {
    const result: Awaited<SignInResult> = request.googleIdToken
      ? await this.auth.signInWithGoogleIdToken(request.googleIdToken)
      : request.provider === 'google'
        ? await this.auth.signInWithGoogle()
        : await this.auth.signInWithApple();
    if (!result.ok) {
      const secondFactors = result.error.secondFactors;
      this.errors.report(result.error, { secondFactorShown: secondFactors !== undefined && secondFactors.length > 0 });
      return secondFactors?.length ? { secondFactors } : undefined;
    }
    const payload = buildSocialLoginPayload(
      {
        type: request.provider,
        method: request.method,
        redirectUrl: request.redirectUrl,
        email: result.value.user.email,
        accessToken: result.value.idToken,
      },
      exchangeOrigins(this.config, request.origin),
      request.origin,
    );
    if (!payload.ok) {
      this.logger.warn('social sign-in without email or access token', payload.error);
      this.errors.report({ code: payload.error, message: 'email and access token are both required' });
      return undefined;
    }
    if (!this.cookie.save(payload.value)) {
      this.logger.warn('social sign-in: the handoff does not fit in a cookie');
      this.errors.report({ code: 'auth/internal-error', message: 'the sign-in could not be handed over' });
      return undefined;
    }
    return '/login';
  }
}
