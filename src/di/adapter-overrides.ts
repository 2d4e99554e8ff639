import type { AxiosAdapter } from 'axios';
import type { i18n as I18n } from 'i18next';
import type { ExchangeConfigApiPort } from '../application/config/ports/exchange-config-api.port';
import type { MarketFeedPort } from '../application/market/ports/market-feed.port';
import type { StreamConnectionPort } from '../application/market/ports/stream-connection.port';
import type { AccountApiPort } from '../application/session/ports/account-api.port';
import type { AppConfig } from '../application/shared/app-config';
import type { ClipboardPort } from '../application/shared/ports/clipboard.port';
import type { ClockPort } from '../application/shared/ports/clock.port';
import type { DocumentPort } from '../application/shared/ports/document.port';
import type { FrameSchedulerPort } from '../application/shared/ports/frame-scheduler.port';
import type { LanguagePreferencePort } from '../application/shared/ports/language-preference.port';
import type { LoggerPort } from '../application/shared/ports/logger.port';
import type { QueryCachePort } from '../application/shared/ports/query-cache.port';
import type { SessionCredentialsPort } from '../application/shared/ports/session-credentials.port';
import type { ToastPort } from '../application/shared/ports/toast.port';
import type { WebSocketFactory } from '../infrastructure/websocket/websocket-factory';
import type { MessageHost } from '../presentation/shared/toast-bridge';

/**
 * What tests and scenarios may replace. Anything not given gets the real adapter, built lazily
 * when first resolved (no side effects on import).
 */
export interface AdapterOverrides {
  readonly config?: AppConfig;
  readonly i18n?: I18n;
  readonly clock?: ClockPort;
  readonly logger?: LoggerPort;
  readonly toast?: ToastPort & Partial<MessageHost>;
  readonly clipboard?: ClipboardPort;
  readonly languagePreference?: LanguagePreferencePort;
  readonly document?: DocumentPort;
  readonly credentials?: SessionCredentialsPort;
  readonly accountApi?: AccountApiPort;
  readonly exchangeConfigApi?: ExchangeConfigApiPort;
  readonly queryCache?: QueryCachePort;
  readonly marketFeed?: MarketFeedPort;
  readonly streamConnection?: StreamConnectionPort;
  readonly frameScheduler?: FrameSchedulerPort;
  readonly webSocketFactory?: WebSocketFactory;
  readonly httpAdapter?: AxiosAdapter;
}
