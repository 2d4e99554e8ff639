import { injectable } from 'inversify';
import type { WithdrawChallengePort } from '../../application/withdraw/ports/withdraw-challenge.port';

/** No extra step: the default until account security binds its own (withdraw password, 2FA). */
@injectable()
export class NoWithdrawChallenge implements WithdrawChallengePort {
  async challenge(): Promise<{ proceed: boolean }> {
    return { proceed: true };
  }
}
