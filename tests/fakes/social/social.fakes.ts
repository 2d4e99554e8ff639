import { SocialApiPort } from '../../../src/application/social/ports/social-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeSocialApi } from './fake-social-api';

declare module '../../support/fakes' {
  interface Fakes {
    socialApi: FakeSocialApi;
  }
}

/** Social: the social backend's calls in memory. */
export default capabilityFakes(() => {
  const socialApi = new FakeSocialApi();
  return { fakes: { socialApi }, overrides: [override(SocialApiPort, socialApi)] };
});
