import { inject, injectable } from 'inversify';
import { euStatus } from '../../domain/auth/eu-status';
import { SessionState } from '../session/session-state';
import { QueryCachePort, SHORT_STALE_MS } from '../shared/ports/query-cache.port';
import { IdentityApiPort } from './ports/identity-api.port';

/** EU status: `account.eu` once logged in, before that the IP-info call (cached 60 s). */
@injectable()
export class ResolveEuStatus {
  constructor(
    @inject(IdentityApiPort) private readonly identity: IdentityApiPort,
    @inject(SessionState) private readonly session: SessionState,
    @inject(QueryCachePort) private readonly cache: QueryCachePort,
  ) {}

  async execute(): Promise<boolean | undefined> {
    const state = this.session.current();
    if (state.status === 'loggedIn') return euStatus(state, undefined);
    const info = await this.cache.fetch(['ipInfo'], () => this.identity.ipInfo(), { staleTimeMs: SHORT_STALE_MS });
    return euStatus(state, info.ok ? info.value.eu : undefined);
  }
}
