import type { Container } from 'inversify';
import { TrackingPreferencePort } from '../application/tracking/ports/tracking-preference.port';
import { AnalyticsPort, DeviceIdPort, TagManagerPort } from '../application/tracking/ports/tracking-sink.port';
import { SetTrackingPreference } from '../application/tracking/set-tracking-preference.use-case';
import { Tracker } from '../application/tracking/tracker';
import type { AppConfig } from '../application/shared/app-config';
import { DataLayerTagManager } from '../infrastructure/tracking/data-layer-tag-manager.adapter';
import { FingerprintDeviceId } from '../infrastructure/tracking/fingerprint-device-id.adapter';
import { GtagAnalytics } from '../infrastructure/tracking/gtag-analytics.adapter';
import { LocalStorageTrackingPreference } from '../infrastructure/tracking/local-storage-tracking-preference.adapter';
import { TrackingStore } from '../presentation/tracking/tracking.store';
import type { Overrides } from './overrides';
import { bindPort } from './bind';

/** Tracking consent and events: dataLayer + analytics only with consent; scripts load only when hosted. */
export function bindTracking(c: Container, config: AppConfig, o: Overrides): void {
  const loadScripts = config.environment !== 'local';
  bindPort(c, TrackingPreferencePort, o, LocalStorageTrackingPreference);
  bindPort(c, TagManagerPort, o, () => new DataLayerTagManager(config.tagManagerId, loadScripts));
  bindPort(c, AnalyticsPort, o, () => new GtagAnalytics(config.analyticsId, loadScripts));
  bindPort(c, DeviceIdPort, o, () => new FingerprintDeviceId());
  c.bind(Tracker).toSelf().inSingletonScope();
  c.bind(SetTrackingPreference).toSelf().inTransientScope();
  c.bind(TrackingStore).toSelf().inSingletonScope();
}
