import { PromotionDismissalsPort, PromotionsApiPort } from '../../../src/application/rewards/ports/promotions-api.port';
import { RewardsApiPort } from '../../../src/application/rewards/ports/rewards-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakePromotionDismissals, FakePromotionsApi } from './fake-promotions-api';
import { FakeRewardsApi } from './fake-rewards-api';

declare module '../../support/fakes' {
  interface Fakes {
    rewardsApi: FakeRewardsApi;
    promotionsApi: FakePromotionsApi;
    promotionDismissals: FakePromotionDismissals;
  }
}

/** Rewards: the reward centre, the promotion cards and the browser's dismissals in memory. */
export default capabilityFakes((core) => {
  const rewardsApi = new FakeRewardsApi(() => core.clock.now());
  const promotionsApi = new FakePromotionsApi();
  const promotionDismissals = new FakePromotionDismissals();
  return {
    fakes: { rewardsApi, promotionsApi, promotionDismissals },
    overrides: [
      override(RewardsApiPort, rewardsApi),
      override(PromotionsApiPort, promotionsApi),
      override(PromotionDismissalsPort, promotionDismissals),
    ],
  };
});
