import type { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/app-config';
import { SocialApiPort } from '../../application/social/ports/social-api.port';
import { LinkTwitter } from '../../application/social/link-twitter.use-case';
import { StrategiesApiPort } from '../../application/social/ports/strategies-api.port';
import { ExternalPagePort, TwitterApiPort } from '../../application/social/ports/twitter-api.port';
import { SetCoolName } from '../../application/social/set-cool-name.use-case';
import { RestSocialApi } from '../../infrastructure/social/rest-social-api.adapter';
import { RestStrategiesApi } from '../../infrastructure/social/rest-strategies-api.adapter';
import { BrowserExternalPage, RestTwitterApi } from '../../infrastructure/social/rest-twitter-api.adapter';
import { LeaderboardStore } from '../../presentation/social/leaderboard.store';
import { ProfileStore } from '../../presentation/social/profile.store';
import { StrategyStore } from '../../presentation/social/strategy.store';
import { TwitterStore } from '../../presentation/social/twitter.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** Social: the social backend's calls, setting the cool name, the leaderboard's and the profile's stores. */
export function bindSocial(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, SocialApiPort, o, RestSocialApi);
  c.bind(SetCoolName).toSelf().inTransientScope();
  c.bind(LeaderboardStore).toSelf().inSingletonScope();
  c.bind(ProfileStore).toSelf().inSingletonScope();
  // Twitter linking and the strategies
  bindPort(c, TwitterApiPort, o, RestTwitterApi);
  bindPort(c, ExternalPagePort, o, BrowserExternalPage);
  bindPort(c, StrategiesApiPort, o, RestStrategiesApi);
  c.bind(LinkTwitter).toSelf().inTransientScope();
  c.bind(TwitterStore).toSelf().inSingletonScope();
  c.bind(StrategyStore).toSelf().inSingletonScope();
}

export default capabilityModule('social', bindSocial);
