import type { ChallengeRefusal } from '../../../domain/security/challenge-refusal';
import { token } from '../../shared/token';
import type { WithdrawReview } from '../../../domain/wallet/withdraw-review';
import type { WithdrawRequest } from './withdraw-api.port';

/**
 * An extra step before a withdrawal is sent (the account-security work binds one for the withdraw password and 2FA):
 * `proceed: false` stops the withdrawal (the user gave up); `fields` are added to the request body. The default has
 * no step.
 */
export interface WithdrawChallengePort {
  /** `review`: what the review step shows before the codes are asked (amount, fee, what arrives, the address's label). */
  challenge(request: WithdrawRequest, review?: WithdrawReview): Promise<ChallengeAnswer>;
  /**
   * The exchange refused what the step asked for (a wrong code or password): the step stays open with what was typed
   * and the problem under its field, and answers again as `challenge` does.
   */
  again?(refusal: ChallengeRefusal): Promise<ChallengeAnswer>;
  /** The exchange answered the withdrawal otherwise (sent, or refused for another reason): the step closes. */
  done?(): void;
}

export interface ChallengeAnswer {
  readonly proceed: boolean;
  readonly fields?: Readonly<Record<string, string>>;
}
export const WithdrawChallengePort = token<WithdrawChallengePort>('WithdrawChallengePort');
