import { inject, injectable } from 'inversify';
import { ok } from '../../domain/shared/result';
import { SessionState } from '../session/session-state';
import { QueryCachePort, SHORT_STALE_MS } from '../shared/ports/query-cache.port';
import { IdentityApiPort } from './ports/identity-api.port';

/** The cool name of the logged-in user, cached 60 s; undefined when logged out or on failure. */
@injectable()
export class LoadCoolName {
  constructor(
    @inject(IdentityApiPort) private readonly identity: IdentityApiPort,
    @inject(SessionState) private readonly session: SessionState,
    @inject(QueryCachePort) private readonly cache: QueryCachePort,
  ) {}

  async execute(): Promise<string | undefined> {
    const state = this.session.current();
    if (state.status !== 'loggedIn') return undefined;
    // The cache cannot hold `undefined`: "no cool name" is cached as null.
    const load = async () => {
      const result = await this.identity.coolName();
      return result.ok ? ok(result.value ?? null) : result;
    };
    const result = await this.cache.fetch(['coolName', state.account.userId], load, { staleTimeMs: SHORT_STALE_MS });
    return result.ok ? (result.value ?? undefined) : undefined;
  }
}
