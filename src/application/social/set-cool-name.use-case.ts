import { inject, injectable } from 'inversify';
import { err, ok, type Result } from '../../domain/shared/result';
import { coolNameProblem, type CoolNameProblem } from '../../domain/social/cool-name';
import { SessionState } from '../session/session-state';
import { QueryCachePort } from '../shared/ports/query-cache.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { SocialApiPort } from './ports/social-api.port';

/** Why a cool name was not saved: the domain rule (before any call) or the exchange's refusal (taken). */
export type CoolNameFailure = { readonly kind: 'invalid'; readonly problem: CoolNameProblem } | TradeFailure;

/**
 * Sets the signed-in user's cool name: checked by the domain rule first, then saved; the 60 s cached name
 * (LoadCoolName's `['coolName', userId]`) is dropped so the next read is the saved one.
 */
@injectable()
export class SetCoolName {
  constructor(
    @inject(SocialApiPort) private readonly api: SocialApiPort,
    @inject(SessionState) private readonly session: SessionState,
    @inject(QueryCachePort) private readonly cache: QueryCachePort,
  ) {}

  async execute(input: string): Promise<Result<string, CoolNameFailure>> {
    const problem = coolNameProblem(input);
    if (problem) return err({ kind: 'invalid', problem });
    const result = await this.api.setCoolName(input.trim());
    if (!result.ok) return result;
    const state = this.session.current();
    if (state.status === 'loggedIn') this.cache.invalidate(['coolName', state.account.userId]);
    return ok(result.value);
  }
}
