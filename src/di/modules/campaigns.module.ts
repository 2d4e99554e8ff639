import type { Container } from 'inversify';
import { NotificationsApiPort } from '../../application/notifications/ports/notifications-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { RestNotificationsApi } from '../../infrastructure/notifications/rest-notifications-api.adapter';
import { NotificationsStore } from '../../presentation/notifications/notifications.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** Campaigns (issue 19): the inbox page's calls and store (the bell itself is the core's, in session.module.ts). */
export function bindCampaigns(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, NotificationsApiPort, o, RestNotificationsApi);
  c.bind(NotificationsStore).toSelf().inSingletonScope();
}

export default capabilityModule('campaigns', bindCampaigns);
