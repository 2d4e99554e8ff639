import type { Container } from 'inversify';
import { NotificationsApiPort } from '../../application/notifications/ports/notifications-api.port';
import { ReferralApiPort } from '../../application/referral/ports/referral-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { RestNotificationsApi } from '../../infrastructure/notifications/rest-notifications-api.adapter';
import { RestReferralApi } from '../../infrastructure/referral/rest-referral-api.adapter';
import { NotificationsStore } from '../../presentation/notifications/notifications.store';
import { ReferralCampaignStore } from '../../presentation/referral/referral-campaign.store';
import { ReferralStore } from '../../presentation/referral/referral.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';
import { bindCompetitions } from './competitions.bindings';

/** Campaigns: the inbox page's and the referral page's calls and stores (the bell itself is the core's, in session.module.ts). */
export function bindCampaigns(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, NotificationsApiPort, o, RestNotificationsApi);
  c.bind(NotificationsStore).toSelf().inSingletonScope();
  bindPort(c, ReferralApiPort, o, RestReferralApi);
  c.bind(ReferralStore).toSelf().inSingletonScope();
  c.bind(ReferralCampaignStore).toSelf().inSingletonScope();
  bindCompetitions(c, o);
}

export default capabilityModule('campaigns', bindCampaigns);
