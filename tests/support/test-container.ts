import type { Container } from 'inversify';
import { createContainer, type AdapterOverrides } from '../../src/di/container';
import { resolveAppConfig } from '../../src/infrastructure/config/load-app-config';
import { FakeAccountApi } from '../fakes/fake-account-api';
import { FakeBlogContent } from '../fakes/fake-blog-content';
import { FakeMobileAppApi } from '../fakes/fake-mobile-app-api';
import { FakePartnerApplicationApi } from '../fakes/fake-partner-application-api';
import { FakePartnerDraft } from '../fakes/fake-partner-draft';
import { FakeClipboard } from '../fakes/fake-clipboard';
import { FakeClock } from '../fakes/fake-clock';
import { FakeDocument } from '../fakes/fake-document';
import { FakeExchangeConfigApi } from '../fakes/fake-exchange-config-api';
import { FakeExchangeHttp } from '../fakes/fake-exchange-http';
import { FakeLanguagePreference } from '../fakes/fake-language-preference';
import { FakeMarketFeed } from '../fakes/fake-market-feed';
import { FakeSessionBus } from '../fakes/fake-session-broadcast';
import { FakeSessionCredentials } from '../fakes/fake-session-credentials';
import { FakeStreamConnection } from '../fakes/fake-stream-connection';
import { FakeReservesTreeVerifier } from '../fakes/fake-reserves-tree-verifier';
import { FakeToast } from '../fakes/fake-toast';
import { identityFakes, identityOverrides, type IdentityFakes } from '../fakes/identity-fakes';
import { FakeNetworkSignals, FakeWebSocketFactory } from '../fakes/fake-web-socket';
import { ManualFrameScheduler } from '../fakes/manual-frame-scheduler';
import { createTestI18n } from './test-i18n';

export interface Fakes {
  clock: FakeClock;
  toast: FakeToast;
  clipboard: FakeClipboard;
  languagePreference: FakeLanguagePreference;
  document: FakeDocument;
  credentials: FakeSessionCredentials;
  /** The other tabs (finding 22): pass `sessionBroadcast: bus.port()` to two containers to make them tabs of one origin. */
  sessionBus: FakeSessionBus;
  accountApi: FakeAccountApi;
  exchangeConfigApi: FakeExchangeConfigApi;
  marketFeed: FakeMarketFeed;
  streamConnection: FakeStreamConnection;
  frames: ManualFrameScheduler;
  reservesTree: FakeReservesTreeVerifier;
  identity: IdentityFakes;
  webSockets: FakeWebSocketFactory;
  network: FakeNetworkSignals;
  partnerApi: FakePartnerApplicationApi;
  partnerDraft: FakePartnerDraft;
  blog: FakeBlogContent;
  mobileApp: FakeMobileAppApi;
  /** Every REST call no other fake answers lands here (unknown paths answer -1006); nothing reaches the network. */
  http: FakeExchangeHttp;
}

const silentLogger = { debug() {}, info() {}, warn() {}, error() {} };

/** The app's real container with every outside-world port replaced by a fake. */
export function createTestContainer(extra: AdapterOverrides = {}): { container: Container; fakes: Fakes } {
  const config = resolveAppConfig({ environment: 'local' });
  if (!config.ok) throw new Error(config.error.join('\n'));
  const fakes: Fakes = {
    clock: new FakeClock(), toast: new FakeToast(), clipboard: new FakeClipboard(),
    languagePreference: new FakeLanguagePreference(), document: new FakeDocument(),
    credentials: new FakeSessionCredentials(), accountApi: new FakeAccountApi(),
    exchangeConfigApi: new FakeExchangeConfigApi(), marketFeed: new FakeMarketFeed(),
    streamConnection: new FakeStreamConnection(), frames: new ManualFrameScheduler(), identity: identityFakes(),
    reservesTree: new FakeReservesTreeVerifier(),
    webSockets: new FakeWebSocketFactory(), network: new FakeNetworkSignals(),
    partnerApi: new FakePartnerApplicationApi(), partnerDraft: new FakePartnerDraft(), blog: new FakeBlogContent(), mobileApp: new FakeMobileAppApi(),
    http: new FakeExchangeHttp(), sessionBus: new FakeSessionBus(),
  };
  const container = createContainer(config.value, {
    i18n: createTestI18n(), logger: silentLogger, clock: fakes.clock, toast: fakes.toast, clipboard: fakes.clipboard,
    languagePreference: fakes.languagePreference, document: fakes.document, credentials: fakes.credentials,
    accountApi: fakes.accountApi, exchangeConfigApi: fakes.exchangeConfigApi, marketFeed: fakes.marketFeed,
    streamConnection: fakes.streamConnection, frameScheduler: fakes.frames,
    treeVerifier: fakes.reservesTree,
    webSocketFactory: fakes.webSockets.create, networkSignals: fakes.network,
    partnerApplicationApi: fakes.partnerApi, partnerDraft: fakes.partnerDraft, blogContent: fakes.blog, mobileAppApi: fakes.mobileApp,
    httpAdapter: fakes.http.adapter, sessionBroadcast: fakes.sessionBus.port(),
    ...identityOverrides(fakes.identity),
    queryCache: undefined, ...extra,
  });
  return { container, fakes };
}
