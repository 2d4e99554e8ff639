import { NotificationsApiPort } from '../../../src/application/notifications/ports/notifications-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeNotificationsApi } from './fake-notifications-api';

declare module '../../support/fakes' {
  interface Fakes {
    notificationsApi: FakeNotificationsApi;
  }
}

/** Campaigns: the inbox (`/v3/notifications*`) in memory; the bell's unread count on the core's fake HTTP. */
export default capabilityFakes((core) => {
  const notificationsApi = new FakeNotificationsApi(core.http, () => core.clock.now());
  return { fakes: { notificationsApi }, overrides: [override(NotificationsApiPort, notificationsApi)] };
});
