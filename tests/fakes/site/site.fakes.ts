import { MobileAppApiPort } from '../../../src/application/site/ports/mobile-app-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeMobileAppApi } from './fake-mobile-app-api';

declare module '../../support/fakes' {
  interface Fakes {
    mobileApp: FakeMobileAppApi;
  }
}

/** The public site: the published mobile app in memory. */
export default capabilityFakes(() => {
  const mobileApp = new FakeMobileAppApi();
  return { fakes: { mobileApp }, overrides: [override(MobileAppApiPort, mobileApp)] };
});
