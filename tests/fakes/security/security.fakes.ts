import { SecurityApiPort } from '../../../src/application/security/ports/security-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeSecurityApi } from './fake-security-api';

declare module '../../support/fakes' {
  interface Fakes {
    securityApi: FakeSecurityApi;
  }
}

/** The security centre: its calls in memory. */
export default capabilityFakes(() => {
  const securityApi = new FakeSecurityApi();
  return { fakes: { securityApi }, overrides: [override(SecurityApiPort, securityApi)] };
});
