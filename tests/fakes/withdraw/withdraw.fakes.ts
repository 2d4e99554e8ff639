import { WithdrawApiPort } from '../../../src/application/withdraw/ports/withdraw-api.port';
import { WithdrawChallengePort } from '../../../src/application/withdraw/ports/withdraw-challenge.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeWithdrawApi } from './fake-withdraw-api';
import { FakeWithdrawChallenge } from './fake-withdraw-challenge';

declare module '../../support/fakes' {
  interface Fakes {
    withdrawApi: FakeWithdrawApi;
    withdrawChallenge: FakeWithdrawChallenge;
  }
}

/** Withdrawals: the calls in memory and a switchable challenge step. */
export default capabilityFakes(() => {
  const withdrawApi = new FakeWithdrawApi();
  const withdrawChallenge = new FakeWithdrawChallenge();
  return { fakes: { withdrawApi, withdrawChallenge }, overrides: [override(WithdrawApiPort, withdrawApi), override(WithdrawChallengePort, withdrawChallenge)] };
});
