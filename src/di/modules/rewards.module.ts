import type { Container } from 'inversify';
import { PromotionDismissalsPort, PromotionsApiPort } from '../../application/rewards/ports/promotions-api.port';
import { RewardsApiPort } from '../../application/rewards/ports/rewards-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { LocalStoragePromotionDismissals } from '../../infrastructure/rewards/local-storage-promotion-dismissals.adapter';
import { RestPromotionsApi } from '../../infrastructure/rewards/rest-promotions-api.adapter';
import { RestRewardsApi } from '../../infrastructure/rewards/rest-rewards-api.adapter';
import { PromotionsStore } from '../../presentation/rewards/promotions.store';
import { PromotionsView } from '../../presentation/rewards/promotions-view';
import { RewardCenterStore } from '../../presentation/rewards/reward-center.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** The reward centre and the promotion cards. */
export function bindRewards(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, RewardsApiPort, o, RestRewardsApi);
  bindPort(c, PromotionsApiPort, o, RestPromotionsApi);
  bindPort(c, PromotionDismissalsPort, o, LocalStoragePromotionDismissals);
  c.bind(RewardCenterStore).toSelf().inSingletonScope();
  c.bind(PromotionsStore).toSelf().inSingletonScope();
  c.bind(PromotionsView).toService(PromotionsStore);
}

export default capabilityModule('rewards', bindRewards);
