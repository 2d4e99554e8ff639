import { inject, injectable } from 'inversify';
import { err, ok, type Result } from '../../domain/shared/result';
import { isTrustedAuthorizeUrl, twitterAuthorizeUrl, type TwitterCallback, type TwitterProfile } from '../../domain/social/twitter';
import { AppConfig } from '../shared/app-config';
import { QueryCachePort } from '../shared/ports/query-cache.port';
import { SessionState } from '../session/session-state';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { ExternalPagePort, TwitterApiPort } from './ports/twitter-api.port';

/** Why linking did not go on: the exchange's refusal or no answer, an untrusted URL, or the user cancelled on Twitter. */
export type TwitterFailure = TradeFailure | { readonly kind: 'untrustedUrl' } | { readonly kind: 'denied' };

/**
 * Links a Twitter profile (OAuth 1.0a as the exchange runs it): `start` asks for the authorization URL and opens it
 * only when it is the configured Twitter page; `complete` trades the callback's verifier for the linked profile;
 * `useHandle` makes the handle the cool name (dropping the 60 s cached cool name, as SetCoolName does).
 */
@injectable()
export class LinkTwitter {
  constructor(
    @inject(TwitterApiPort) private readonly api: TwitterApiPort,
    @inject(ExternalPagePort) private readonly page: ExternalPagePort,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(SessionState) private readonly session: SessionState,
    @inject(QueryCachePort) private readonly cache: QueryCachePort,
  ) {}

  async start(): Promise<Result<string, TwitterFailure>> {
    const result = await this.api.authorizationUrl();
    if (!result.ok) return result;
    const url = result.value.authorizationUrl;
    if (!isTrustedAuthorizeUrl(url, twitterAuthorizeUrl(this.config.environment))) return err({ kind: 'untrustedUrl' });
    this.page.open(url);
    return ok(url);
  }

  async complete(callback: TwitterCallback): Promise<Result<TwitterProfile, TwitterFailure>> {
    if (callback.kind === 'denied') return err({ kind: 'denied' });
    return this.api.authorize(callback.oauthVerifier, callback.oauthToken);
  }

  async useHandle(): Promise<Result<string, TwitterFailure>> {
    const result = await this.api.useHandleAsCoolName();
    const state = this.session.current();
    if (result.ok && state.status === 'loggedIn') this.cache.invalidate(['coolName', state.account.userId]);
    return result;
  }
}
