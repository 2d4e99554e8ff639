import { WithdrawApiPort } from '../../../src/application/withdraw/ports/withdraw-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeWithdrawApi } from './fake-withdraw-api';

declare module '../../support/fakes' {
  interface Fakes {
    withdrawApi: FakeWithdrawApi;
  }
}

/** Withdrawals: the calls in memory (the security step is the real one, over the security fakes' status). */
export default capabilityFakes(() => {
  const withdrawApi = new FakeWithdrawApi();
  return { fakes: { withdrawApi }, overrides: [override(WithdrawApiPort, withdrawApi)] };
});
