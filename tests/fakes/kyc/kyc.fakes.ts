import { KycApiPort } from '../../../src/application/kyc/ports/kyc-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeKycApi } from './fake-kyc-api';

declare module '../../support/fakes' {
  interface Fakes {
    kycApi: FakeKycApi;
  }
}

/** Identity verification in memory, on the core's clock. */
export default capabilityFakes((core) => {
  const kycApi = new FakeKycApi(() => core.clock.now());
  return { fakes: { kycApi }, overrides: [override(KycApiPort, kycApi)] };
});
