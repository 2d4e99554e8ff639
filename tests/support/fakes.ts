import type { FakeSessionBus } from '../fakes/fake-session-broadcast';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CapabilityModule } from '../../src/di/capability-module';
import type { Override } from '../../src/di/overrides';
import type { FakeAccountApi } from '../fakes/fake-account-api';
import type { FakeClipboard } from '../fakes/fake-clipboard';
import type { FakeClock } from '../fakes/fake-clock';
import type { FakeDocument } from '../fakes/fake-document';
import type { FakeExchangeConfigApi } from '../fakes/fake-exchange-config-api';
import type { FakeExchangeHttp } from '../fakes/fake-exchange-http';
import type { FakeLanguagePreference } from '../fakes/fake-language-preference';
import type { FakeSessionCredentials } from '../fakes/fake-session-credentials';
import type { FakeToast } from '../fakes/fake-toast';
import type { FakeDeviceId, FakeTrackingPreference, RecordingSink } from '../fakes/fake-tracking';
import type { ManualFrameScheduler } from '../fakes/manual-frame-scheduler';

/** The tracking fakes (the platform core binds tracking). */
export interface TrackingFakes {
  trackingPreference: FakeTrackingPreference;
  tagManager: RecordingSink;
  analytics: RecordingSink;
  device: FakeDeviceId;
}

/** The platform core's fakes (shared services, session, tracking), made by tests/support/test-container.ts. */
export interface CoreFakes {
  clock: FakeClock;
  toast: FakeToast;
  clipboard: FakeClipboard;
  languagePreference: FakeLanguagePreference;
  document: FakeDocument;
  credentials: FakeSessionCredentials;
  /** The other tabs: give two containers `override(SessionBroadcastPort, bus.port())` of one bus to make them tabs of one origin. */
  sessionBus: FakeSessionBus;
  accountApi: FakeAccountApi;
  exchangeConfigApi: FakeExchangeConfigApi;
  frames: ManualFrameScheduler;
  tracking: TrackingFakes;
  /** Every REST call no other fake answers lands here (unknown paths answer -1006); nothing reaches the network. */
  http: FakeExchangeHttp;
}

/**
 * Every fake of one test container: the core's, and each capability's, which its `tests/fakes/<id>/<id>.fakes.ts`
 * adds to this interface (`declare module '../../support/fakes' { interface Fakes { ... } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- capabilities' fakes files merge their fields in
export interface Fakes extends CoreFakes {}

/** What a capability's fakes file exports by default: its fakes (fields of `Fakes`) and the overrides that bind them. */
export interface CapabilityFakes {
  create(core: CoreFakes): { readonly fakes: Partial<Fakes>; readonly overrides: readonly Override[] };
}

export function capabilityFakes<F extends Partial<Fakes>>(
  create: (core: CoreFakes) => { fakes: F; overrides: readonly Override[] },
): CapabilityFakes {
  return { create };
}

/** One listed capability's DI module (when its manifest says `module: true`) and fakes (when it has a fakes file). */
export interface CapabilityPart {
  readonly id: string;
  readonly module?: CapabilityModule;
  readonly fakes?: CapabilityFakes;
}

/** By convention a capability's fakes are `tests/fakes/<id>/<id>.fakes.ts`. Jest and cucumber run from the repository root. */
export const fakesFile = (id: string): string => join(process.cwd(), 'tests', 'fakes', id, `${id}.fakes.ts`);
export const hasFakes = (id: string): boolean => existsSync(fakesFile(id));
