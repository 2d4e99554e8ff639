import type { WithdrawChallengePort } from '../../../src/application/withdraw/ports/withdraw-challenge.port';

/** A challenge step tests can switch on: it answers `fields` (or gives up) and counts how often it was asked. */
export class FakeWithdrawChallenge implements WithdrawChallengePort {
  answer: { proceed: boolean; fields?: Readonly<Record<string, string>> } = { proceed: true };
  asked = 0;

  async challenge(): Promise<{ proceed: boolean; fields?: Readonly<Record<string, string>> }> {
    this.asked += 1;
    return this.answer;
  }
}
