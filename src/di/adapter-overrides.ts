import type { AxiosAdapter } from 'axios';
import type { AuthProviderPort } from '../application/auth/ports/auth-provider.port';
import type { CredentialPickerPort } from '../application/auth/ports/credential-picker.port';
import type { IdentityApiPort } from '../application/auth/ports/identity-api.port';
import type { OneTapPort } from '../application/auth/ports/one-tap.port';
import type { SessionExpiryPort } from '../application/auth/ports/session-expiry.port';
import type { SocialLoginCookiePort } from '../application/auth/ports/social-login-cookie.port';
import type { TokenSyncPort } from '../application/auth/ports/token-sync.port';
import type { TrackingPreferencePort } from '../application/tracking/ports/tracking-preference.port';
import type { AnalyticsPort, DeviceIdPort, TagManagerPort } from '../application/tracking/ports/tracking-sink.port';
import type { i18n as I18n } from 'i18next';
import type { ExchangeConfigApiPort } from '../application/config/ports/exchange-config-api.port';
import type { FundingApiPort } from '../application/market/ports/funding-api.port';
import type { InstrumentApiPort } from '../application/market/ports/instrument-api.port';
import type { MarketDataApiPort } from '../application/market/ports/market-data-api.port';
import type { BlogContentPort } from '../application/blog/ports/blog-content.port';
import type { PartnerApplicationApiPort } from '../application/partners/ports/partner-application-api.port';
import type { PartnerDraftPort } from '../application/partners/ports/partner-draft.port';
import type { MobileAppApiPort } from '../application/site/ports/mobile-app-api.port';
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
import type { NetworkSignals } from '../infrastructure/websocket/network-signals';
import type { WebSocketFactory } from '../infrastructure/websocket/websocket-factory';
import type { MessageHost } from '../presentation/shared/message-host';
import type { HasherPort } from '../application/reserves/ports/hasher.port';
import type { ReservesApiPort } from '../application/reserves/ports/reserves-api.port';
import type { TreeVerifierPort } from '../application/reserves/ports/tree-verifier.port';
import type { SessionBroadcastPort } from '../application/session/ports/session-broadcast.port';

/**
 * What tests and scenarios may replace. Anything not given gets the real adapter, built lazily
 * when first resolved (no side effects on import).
 */
export interface AdapterOverrides {
  readonly config?: AppConfig;
  /** The page's origin (default: `window.location.origin`). */
  readonly origin?: string;
  readonly i18n?: I18n;
  readonly clock?: ClockPort;
  readonly logger?: LoggerPort;
  readonly toast?: ToastPort & Partial<MessageHost>;
  readonly clipboard?: ClipboardPort;
  readonly languagePreference?: LanguagePreferencePort;
  readonly document?: DocumentPort;
  readonly credentials?: SessionCredentialsPort;
  readonly sessionBroadcast?: SessionBroadcastPort;
  readonly accountApi?: AccountApiPort;
  readonly exchangeConfigApi?: ExchangeConfigApiPort;
  readonly queryCache?: QueryCachePort;
  readonly marketFeed?: MarketFeedPort;
  readonly streamConnection?: StreamConnectionPort;
  readonly frameScheduler?: FrameSchedulerPort;
  readonly webSocketFactory?: WebSocketFactory;
  readonly networkSignals?: NetworkSignals;
  readonly instrumentApi?: InstrumentApiPort;
  readonly fundingApi?: FundingApiPort;
  readonly marketDataApi?: MarketDataApiPort;
  readonly httpAdapter?: AxiosAdapter;
  readonly authProvider?: AuthProviderPort;
  readonly credentialPicker?: CredentialPickerPort;
  readonly identityApi?: IdentityApiPort;
  readonly oneTap?: OneTapPort;
  readonly sessionExpiry?: SessionExpiryPort;
  readonly socialLoginCookie?: SocialLoginCookiePort;
  readonly tokenSync?: TokenSyncPort;
  readonly trackingPreference?: TrackingPreferencePort;
  readonly tagManager?: TagManagerPort;
  readonly analytics?: AnalyticsPort;
  readonly deviceId?: DeviceIdPort;
  readonly partnerApplicationApi?: PartnerApplicationApiPort;
  readonly partnerDraft?: PartnerDraftPort;
  readonly blogContent?: BlogContentPort;
  readonly mobileAppApi?: MobileAppApiPort;
  readonly reservesApi?: ReservesApiPort;
  readonly treeVerifier?: TreeVerifierPort;
  readonly hasher?: HasherPort;
}
