import { CopyTradingApiPort } from '../../../src/application/social/ports/copy-trading-api.port';
import { SocialApiPort } from '../../../src/application/social/ports/social-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeCopyTradingApi } from './fake-copy-trading-api';
import { FakeSocialApi } from './fake-social-api';

declare module '../../support/fakes' {
  interface Fakes {
    socialApi: FakeSocialApi;
    copyApi: FakeCopyTradingApi;
  }
}

/** Social: the social backend's and copy trading's calls in memory. */
export default capabilityFakes(() => {
  const socialApi = new FakeSocialApi();
  const copyApi = new FakeCopyTradingApi();
  return { fakes: { socialApi, copyApi }, overrides: [override(SocialApiPort, socialApi), override(CopyTradingApiPort, copyApi)] };
});
