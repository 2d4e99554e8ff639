import type { TrackingPreferencePort } from '../../src/application/tracking/ports/tracking-preference.port';
import type { DeviceIdPort, TrackingSink } from '../../src/application/tracking/ports/tracking-sink.port';
import type { TrackingEvent, TrackingPreference } from '../../src/domain/tracking/tracking';

/** The `network-allow-analytics` local-storage entry in memory. */
export class FakeTrackingPreference implements TrackingPreferencePort {
  value: TrackingPreference = null;
  read(): TrackingPreference {
    return this.value;
  }
  save(preference: 'yes' | 'no'): void {
    this.value = preference;
  }
}

/** A tag manager / analytics destination that records whether its script was started and what it got. */
export class RecordingSink implements TrackingSink {
  started = false;
  readonly events: TrackingEvent[] = [];
  start(): void {
    this.started = true;
  }
  send(event: TrackingEvent): void {
    this.events.push(event);
  }
}

export class FakeDeviceId implements DeviceIdPort {
  id = 'device-fp-1';
  async deviceId(): Promise<string> {
    return this.id;
  }
}
