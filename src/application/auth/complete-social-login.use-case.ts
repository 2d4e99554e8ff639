import { inject, injectable } from 'inversify';
import { isSignInThrottled } from '../../domain/auth/sign-in-throttle';
import { safeRedirect } from '../../domain/auth/social-login';
import { ErrorCode } from '../../domain/shared/error-code';
import { AppConfig } from '../shared/app-config';
import { Notifier } from '../shared/notifier';
import { CompleteExchangeSession } from './complete-exchange-session.use-case';
import { SocialLoginCookiePort } from './ports/social-login-cookie.port';
import { exchangeOrigins } from './start-social-sign-in.use-case';

/**
 * On `/login`: when the social-login cookie holds a handoff, exchange its access token for an exchange session,
 * remove the cookie and answer where to go (its redirect, if allowed). `undefined` when there is no handoff.
 */
@injectable()
export class CompleteSocialLogin {
  constructor(
    @inject(SocialLoginCookiePort) private readonly cookie: SocialLoginCookiePort,
    @inject(CompleteExchangeSession) private readonly complete: CompleteExchangeSession,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async execute(origin: string): Promise<{ readonly redirectUrl: string } | { readonly failed: true } | undefined> {
    const payload = this.cookie.read();
    if (!payload) return undefined;
    this.cookie.clear();
    const session = await this.complete.execute(payload.user.accessToken, `${payload.type}-${payload.method}`);
    if (!session.ok) {
      this.notifier.showError(isSignInThrottled(session.error) ? ErrorCode.TooManyRequests : session.error);
      return { failed: true };
    }
    return { redirectUrl: safeRedirect(payload.redirectUrl, exchangeOrigins(this.config, origin), origin) };
  }
}
