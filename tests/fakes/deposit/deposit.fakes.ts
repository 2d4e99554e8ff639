import { DepositApiPort } from '../../../src/application/deposit/ports/deposit-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeDepositApi } from './fake-deposit-api';

declare module '../../support/fakes' {
  interface Fakes {
    depositApi: FakeDepositApi;
  }
}

/** Deposits: the deposit calls in memory. */
export default capabilityFakes(() => {
  const depositApi = new FakeDepositApi();
  return { fakes: { depositApi }, overrides: [override(DepositApiPort, depositApi)] };
});
