import type { Container } from 'inversify';
import { AccountApiPort } from '../../src/application/session/ports/account-api.port';
import { ExchangeConfigApiPort } from '../../src/application/config/ports/exchange-config-api.port';
import { ClipboardPort } from '../../src/application/shared/ports/clipboard.port';
import { ClockPort } from '../../src/application/shared/ports/clock.port';
import { DocumentPort } from '../../src/application/shared/ports/document.port';
import { FrameSchedulerPort } from '../../src/application/shared/ports/frame-scheduler.port';
import { LanguagePreferencePort } from '../../src/application/shared/ports/language-preference.port';
import { LoggerPort } from '../../src/application/shared/ports/logger.port';
import { SessionCredentialsPort } from '../../src/application/shared/ports/session-credentials.port';
import { ToastPort } from '../../src/application/shared/ports/toast.port';
import { TrackingPreferencePort } from '../../src/application/tracking/ports/tracking-preference.port';
import { AnalyticsPort, DeviceIdPort, TagManagerPort } from '../../src/application/tracking/ports/tracking-sink.port';
import type { CapabilityModule } from '../../src/di/capability-module';
import { bindModule, createContainer } from '../../src/di/container';
import { override, overrides, type Override } from '../../src/di/overrides';
import { HttpTransport } from '../../src/di/session.module';
import { resolveAppConfig } from '../../src/infrastructure/config/load-app-config';
import { I18nInstance } from '../../src/infrastructure/i18n/i18next-translator.adapter';
import { FakeAccountApi } from '../fakes/fake-account-api';
import { FakeClipboard } from '../fakes/fake-clipboard';
import { FakeClock } from '../fakes/fake-clock';
import { FakeDocument } from '../fakes/fake-document';
import { FakeExchangeConfigApi } from '../fakes/fake-exchange-config-api';
import { FakeExchangeHttp } from '../fakes/fake-exchange-http';
import { FakeLanguagePreference } from '../fakes/fake-language-preference';
import { FakeSessionBus } from '../fakes/fake-session-broadcast';
import { SessionBroadcastPort } from '../../src/application/session/ports/session-broadcast.port';
import { FakeSessionCredentials } from '../fakes/fake-session-credentials';
import { FakeToast } from '../fakes/fake-toast';
import { FakeDeviceId, FakeTrackingPreference, RecordingSink } from '../fakes/fake-tracking';
import { ManualFrameScheduler } from '../fakes/manual-frame-scheduler';
import { CAPABILITY_PARTS } from './capability-parts';
import type { CoreFakes, Fakes } from './fakes';
import { createTestI18n } from './test-i18n';

export type { Fakes } from './fakes';

const silentLogger = { debug() {}, info() {}, warn() {}, error() {} };

/** The platform core's fakes and the overrides that bind them. */
function coreFakes(): { fakes: CoreFakes; overrides: Override[] } {
  const clock = new FakeClock();
  const fakes: CoreFakes = {
    clock,
    toast: new FakeToast(clock),
    clipboard: new FakeClipboard(),
    languagePreference: new FakeLanguagePreference(),
    document: new FakeDocument(),
    credentials: new FakeSessionCredentials(),
    accountApi: new FakeAccountApi(),
    exchangeConfigApi: new FakeExchangeConfigApi(),
    frames: new ManualFrameScheduler(),
    tracking: {
      trackingPreference: new FakeTrackingPreference(),
      tagManager: new RecordingSink(),
      analytics: new RecordingSink(),
      device: new FakeDeviceId(),
    },
    http: new FakeExchangeHttp(),
    sessionBus: new FakeSessionBus(),
  };
  return {
    fakes,
    overrides: [
      override(I18nInstance, createTestI18n()),
      override(LoggerPort, silentLogger),
      override(ClockPort, fakes.clock),
      override(ToastPort, fakes.toast),
      override(ClipboardPort, fakes.clipboard),
      override(LanguagePreferencePort, fakes.languagePreference),
      override(DocumentPort, fakes.document),
      override(SessionCredentialsPort, fakes.credentials),
      override(AccountApiPort, fakes.accountApi),
      override(ExchangeConfigApiPort, fakes.exchangeConfigApi),
      override(FrameSchedulerPort, fakes.frames),
      override(TrackingPreferencePort, fakes.tracking.trackingPreference),
      override(TagManagerPort, fakes.tracking.tagManager),
      override(AnalyticsPort, fakes.tracking.analytics),
      override(DeviceIdPort, fakes.tracking.device),
      override(HttpTransport, fakes.http.adapter),
      override(SessionBroadcastPort, fakes.sessionBus.port()),
    ],
  };
}

/** The DI modules of the listed capabilities (src/capabilities/index.ts), in the list's order. */
export const TEST_MODULES: readonly CapabilityModule[] = CAPABILITY_PARTS.flatMap((part) => (part.module ? [part.module] : []));

/**
 * The app's real container (the core and every listed capability's module) with every outside-world port replaced
 * by a fake: the core's, then each capability's (`tests/fakes/<id>/<id>.fakes.ts`), then `extra`, which wins
 * (`override(Port, undefined)` brings the real adapter back). `modules` keeps only the listed capabilities' modules
 * (as the browser's runtime binds a page's: src/capabilities/route-modules.ts).
 */
export function createTestContainer(
  extra: readonly Override[] = [],
  { modules }: { modules?: readonly string[] } = {},
): {
  container: Container;
  fakes: Fakes;
  /** Binds the listed capabilities' modules not bound yet, with the same fakes (as the runtime binds one that arrives later). */
  bindModules: (ids: readonly string[]) => void;
} {
  const config = resolveAppConfig({ environment: 'local' });
  if (!config.ok) throw new Error(config.error.join('\n'));
  const core = coreFakes();
  const fakes: Partial<Fakes> = { ...core.fakes };
  const entries: Override[] = [...core.overrides];
  for (const part of CAPABILITY_PARTS) {
    if (!part.fakes) continue;
    const made = part.fakes.create(core.fakes);
    Object.assign(fakes, made.fakes);
    entries.push(...made.overrides);
  }
  const bound = modules ? TEST_MODULES.filter((module) => modules.includes(module.id)) : TEST_MODULES;
  const o = overrides(...entries, ...extra);
  const container = createContainer(config.value, bound, o);
  const boundIds = new Set(bound.map((module) => module.id));
  const bindModules = (ids: readonly string[]) => {
    for (const module of TEST_MODULES.filter((m) => ids.includes(m.id) && !boundIds.has(m.id))) {
      boundIds.add(module.id);
      bindModule(container, module, config.value, o);
    }
  };
  return { container, fakes: fakes as Fakes, bindModules };
}

/** Ada (user 10001, a main account) signed in: her session cookie stored and her account as the exchange answers it. */
export function signInAda(fakes: { credentials: { save(token: string, userId: string): void }; accountApi: FakeAccountApi }): void {
  fakes.credentials.save('token-1', '10001');
  fakes.accountApi.account = { userId: '10001', applicationId: 'app-10001', main: true, alias: 'ada', eu: false, language: undefined };
}
