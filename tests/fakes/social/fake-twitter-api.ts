import type { ExternalPagePort, TwitterApiPort } from '../../../src/application/social/ports/twitter-api.port';
import type { StrategiesApiPort } from '../../../src/application/social/ports/strategies-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { TradingPeriod } from '../../../src/domain/social/leaderboard';
import type { StrategyFigures } from '../../../src/domain/social/strategy';
import type { TwitterProfile } from '../../../src/domain/social/twitter';

const refused = (message: string, code = -1005): TradeFailure => ({ kind: 'refused', code, message, status: 400 });

/**
 * Twitter as the simulator plays it, in memory: `authorizationUrl` hands out a token (at `authorizeBase`, which a test
 * may point elsewhere); `approve` is the user pressing "Authorize app" on Twitter's page; the verifier is good once.
 */
export class FakeTwitterApi implements TwitterApiPort {
  authorizeBase = '/api/twitter-sim/oauth/authorize';
  linked: TwitterProfile | null = null;
  /** Cool names held by others (lower case). */
  readonly takenNames = new Set<string>();
  coolName: string | undefined;
  readonly calls: string[] = [];
  private pending = new Map<string, { verifier?: string; handle?: string }>();
  private n = 0;

  async authorizationUrl() {
    this.calls.push('twitter/oauth/authorization-url');
    const oauthToken = `tok${++this.n}`;
    this.pending.set(oauthToken, {});
    return ok({ authorizationUrl: `${this.authorizeBase}?oauth_token=${oauthToken}`, oauthToken });
  }

  /** Twitter's page: the user authorizes as `handle`; the verifier the callback carries. */
  approve(oauthToken: string, handle: string): string {
    const verifier = `ver-${oauthToken}`;
    this.pending.set(oauthToken, { verifier, handle });
    return verifier;
  }

  async authorize(oauthVerifier: string, oauthToken: string): Promise<Result<TwitterProfile, TradeFailure>> {
    this.calls.push('twitter/oauth/authorize');
    const p = this.pending.get(oauthToken);
    if (!p?.verifier || p.verifier !== oauthVerifier || !p.handle) return err(refused('oauthVerifier: does not match the request token'));
    this.pending.delete(oauthToken);
    this.linked = {
      twitterId: '42',
      handle: p.handle,
      name: p.handle,
      profileImageUrl: `/api/twitter-sim/profile-images/${p.handle}.svg`,
      linkedTime: 1_700_000_000_000,
    };
    return ok(this.linked);
  }

  async profile() {
    this.calls.push('twitter/profiles/me');
    return ok(this.linked);
  }

  async removeImage(): Promise<Result<TwitterProfile, TradeFailure>> {
    this.calls.push('twitter/profiles/me/profileImageUrl DELETE');
    if (!this.linked) return err(refused('twitter: no Twitter profile is linked', -1006));
    this.linked = { ...this.linked, profileImageUrl: null };
    return ok(this.linked);
  }

  async unlink(): Promise<Result<void, TradeFailure>> {
    this.calls.push('twitter/profiles/me DELETE');
    if (!this.linked) return err(refused('twitter: no Twitter profile is linked', -1006));
    this.linked = null;
    return ok(undefined);
  }

  async useHandleAsCoolName(): Promise<Result<string, TradeFailure>> {
    this.calls.push('cool-names/twitter');
    if (!this.linked) return err(refused('twitter: no Twitter profile is linked', -1006));
    const handle = this.linked.handle;
    if (handle.length < 3)
      return err(refused(`coolName: the Twitter handle ${handle} is not a valid cool name (3-20 letters, digits or _)`));
    if (this.takenNames.has(handle.toLowerCase())) return err(refused(`coolName: ${handle} is already taken`));
    this.coolName = handle;
    return ok(handle);
  }
}

/** Records the pages the app left for. */
export class FakeExternalPage implements ExternalPagePort {
  readonly opened: string[] = [];
  open(url: string): void {
    this.opened.push(url);
  }
}

/** The strategies a test writes, per period. */
export class FakeStrategiesApi implements StrategiesApiPort {
  readonly rows = new Map<TradingPeriod, StrategyFigures[]>();
  readonly calls: string[] = [];

  async strategies(period: TradingPeriod) {
    this.calls.push(`public/strategies ${period}`);
    return ok({ rows: this.rows.get(period) ?? [], updatedTime: 1_700_000_000_000 });
  }
}
