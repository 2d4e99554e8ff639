import { CompetitionsApiPort } from '../../../src/application/campaigns/ports/competitions-api.port';
import { NotificationsApiPort } from '../../../src/application/notifications/ports/notifications-api.port';
import { ReferralApiPort } from '../../../src/application/referral/ports/referral-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeCompetitionsApi } from './fake-competitions-api';
import { FakeNotificationsApi } from './fake-notifications-api';
import { FakeReferralApi } from './fake-referral-api';

declare module '../../support/fakes' {
  interface Fakes {
    notificationsApi: FakeNotificationsApi;
    referralApi: FakeReferralApi;
    competitionsApi: FakeCompetitionsApi;
  }
}

/** Campaigns: the referral calls in memory; the inbox (`/v3/notifications*`) in memory; the bell's unread count on the core's fake HTTP. */
export default capabilityFakes((core) => {
  const notificationsApi = new FakeNotificationsApi(core.http, () => core.clock.now());
  const referralApi = new FakeReferralApi(() => core.clock.now());
  const competitionsApi = new FakeCompetitionsApi(() => core.clock.now());
  return {
    fakes: { notificationsApi, referralApi, competitionsApi },
    overrides: [
      override(NotificationsApiPort, notificationsApi),
      override(ReferralApiPort, referralApi),
      override(CompetitionsApiPort, competitionsApi),
    ],
  };
});
