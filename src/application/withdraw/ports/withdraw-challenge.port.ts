import { token } from '../../shared/token';
import type { WithdrawRequest } from './withdraw-api.port';

/**
 * An extra step before a withdrawal is sent (the account-security work binds one for the withdraw password and 2FA):
 * `proceed: false` stops the withdrawal (the user gave up); `fields` are added to the request body. The default has
 * no step.
 */
export interface WithdrawChallengePort {
  challenge(request: WithdrawRequest): Promise<{ readonly proceed: boolean; readonly fields?: Readonly<Record<string, string>> }>;
}
export const WithdrawChallengePort = token<WithdrawChallengePort>('WithdrawChallengePort');
