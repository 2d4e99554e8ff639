import { CopyTradingApiPort } from '../../../src/application/social/ports/copy-trading-api.port';
import { SocialApiPort } from '../../../src/application/social/ports/social-api.port';
import { StrategiesApiPort } from '../../../src/application/social/ports/strategies-api.port';
import { ExternalPagePort, TwitterApiPort } from '../../../src/application/social/ports/twitter-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeCopyTradingApi } from './fake-copy-trading-api';
import { FakeSocialApi } from './fake-social-api';
import { FakeExternalPage, FakeStrategiesApi, FakeTwitterApi } from './fake-twitter-api';

declare module '../../support/fakes' {
  interface Fakes {
    socialApi: FakeSocialApi;
    twitterApi: FakeTwitterApi;
    externalPage: FakeExternalPage;
    strategiesApi: FakeStrategiesApi;
    copyApi: FakeCopyTradingApi;
  }
}

/** Social: the social backend's and copy trading's calls in memory. */
export default capabilityFakes(() => {
  const socialApi = new FakeSocialApi();
  const twitterApi = new FakeTwitterApi();
  const externalPage = new FakeExternalPage();
  const strategiesApi = new FakeStrategiesApi();
  const copyApi = new FakeCopyTradingApi();
  return {
    fakes: { socialApi, twitterApi, externalPage, strategiesApi, copyApi },
    overrides: [
      override(SocialApiPort, socialApi),
      override(TwitterApiPort, twitterApi),
      override(ExternalPagePort, externalPage),
      override(StrategiesApiPort, strategiesApi),
      override(CopyTradingApiPort, copyApi),
    ],
  };
});
