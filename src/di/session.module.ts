import type { AxiosAdapter } from 'axios';
import type { Container } from 'inversify';
import { LoadExchangeConfig } from '../application/config/load-exchange-config.use-case';
import { ExchangeConfigApiPort } from '../application/config/ports/exchange-config-api.port';
import { HandleApiError } from '../application/session/handle-api-error.use-case';
import { AccountApiPort } from '../application/session/ports/account-api.port';
import { RestoreSession } from '../application/session/restore-session.use-case';
import { SessionState } from '../application/session/session-state';
import type { AppConfig } from '../application/shared/app-config';
import { ApiErrorObserverPort } from '../application/shared/ports/api-error-observer.port';
import { SessionCredentialsPort } from '../application/shared/ports/session-credentials.port';
import { absoluteUrl } from '../infrastructure/config/load-app-config';
import { ApiClient, ApiClientOptions } from '../infrastructure/http/api-client';
import { RestAccountApi } from '../infrastructure/http/rest-account-api.adapter';
import { RestExchangeConfigApi } from '../infrastructure/http/rest-exchange-config-api.adapter';
import { CookieSessionCredentials } from '../infrastructure/storage/cookie-session-credentials.adapter';
import { ExchangeConfigStore } from '../presentation/config/exchange-config.store';
import { SessionStore } from '../presentation/session/session.store';
import { NotificationInboxPort } from '../application/notifications/ports/notification-inbox.port';
import { RestNotificationInbox } from '../infrastructure/notifications/rest-notification-inbox.adapter';
import { NotificationBellStore } from '../presentation/notifications/notification-bell.store';
import { SessionBroadcastPort } from '../application/session/ports/session-broadcast.port';
import { SyncSessionAcrossTabs } from '../application/session/sync-session-across-tabs.use-case';
import { BroadcastChannelSession } from '../infrastructure/session/broadcast-channel-session.adapter';
import { overrideOf, type Overrides } from './overrides';
import { bindPort } from './bind';
import { token } from '../application/shared/token';

/** The REST client's transport; tests give a fake exchange's (`override(HttpTransport, http.adapter)`), the browser none. */
export const HttpTransport = token<AxiosAdapter>('HttpTransport');

/** Reads started in one task by the browser's REST client, at most; never in the task that asks (send-pacer.ts). */
export const SENDS_PER_TASK = 1;

/** The REST client, the session (authorization cookie, login state) and the tenant configuration. */
export function bindSession(c: Container, config: AppConfig, o: Overrides, origin: string): void {
  const adapter = overrideOf(o, HttpTransport);
  c.bind(ApiClientOptions).toConstantValue({
    baseUrl: absoluteUrl(config.apiBase, origin),
    adapter,
    // the browser's transport costs the main thread per request: a burst is spread over tasks (send-pacer.ts)
    sendsPerTask: adapter ? undefined : SENDS_PER_TASK,
  });
  c.bind(ApiClient).toSelf().inSingletonScope();
  bindPort(c, SessionCredentialsPort, o, () => new CookieSessionCredentials(origin.startsWith('https:')));
  c.bind(SessionState).toSelf().inSingletonScope();
  c.bind(HandleApiError).toSelf().inSingletonScope();
  bindPort(c, SessionBroadcastPort, o, () => new BroadcastChannelSession());
  c.bind(SyncSessionAcrossTabs).toSelf().inSingletonScope();
  c.bind(ApiErrorObserverPort).toService(HandleApiError);
  bindPort(c, AccountApiPort, o, RestAccountApi);
  bindPort(c, ExchangeConfigApiPort, o, RestExchangeConfigApi);
  c.bind(RestoreSession).toSelf().inTransientScope();
  c.bind(LoadExchangeConfig).toSelf().inTransientScope();
  c.bind(SessionStore).toSelf().inSingletonScope();
  c.bind(ExchangeConfigStore).toSelf().inSingletonScope();
  bindPort(c, NotificationInboxPort, o, RestNotificationInbox);
  c.bind(NotificationBellStore).toSelf().inSingletonScope();
}
