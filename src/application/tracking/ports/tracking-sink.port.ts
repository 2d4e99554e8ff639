import type { TrackingEvent } from '../../../domain/tracking/tracking';
import { token } from '../../shared/token';

/** A destination of tracking events; `start()` loads its third-party script (only ever called after consent). */
export interface TrackingSink {
  start(): void;
  send(event: TrackingEvent): void;
}

/** The tag manager (dataLayer). */
export type TagManagerPort = TrackingSink;
export const TagManagerPort = token<TagManagerPort>('TagManagerPort');
/** Analytics. */
export type AnalyticsPort = TrackingSink;
export const AnalyticsPort = token<AnalyticsPort>('AnalyticsPort');

/** A stable device id (open-source FingerprintJS). */
export interface DeviceIdPort {
  deviceId(): Promise<string>;
}
export const DeviceIdPort = token<DeviceIdPort>('DeviceIdPort');
