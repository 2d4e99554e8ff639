import { SocialApiPort } from '../../../src/application/social/ports/social-api.port';
import { StrategiesApiPort } from '../../../src/application/social/ports/strategies-api.port';
import { ExternalPagePort, TwitterApiPort } from '../../../src/application/social/ports/twitter-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeSocialApi } from './fake-social-api';
import { FakeExternalPage, FakeStrategiesApi, FakeTwitterApi } from './fake-twitter-api';

declare module '../../support/fakes' {
  interface Fakes {
    socialApi: FakeSocialApi;
    twitterApi: FakeTwitterApi;
    externalPage: FakeExternalPage;
    strategiesApi: FakeStrategiesApi;
  }
}

/** Social: the social backend's calls in memory. */
export default capabilityFakes(() => {
  const socialApi = new FakeSocialApi();
  const twitterApi = new FakeTwitterApi();
  const externalPage = new FakeExternalPage();
  const strategiesApi = new FakeStrategiesApi();
  return {
    fakes: { socialApi, twitterApi, externalPage, strategiesApi },
    overrides: [
      override(SocialApiPort, socialApi),
      override(TwitterApiPort, twitterApi),
      override(ExternalPagePort, externalPage),
      override(StrategiesApiPort, strategiesApi),
    ],
  };
});
