import { injectable } from 'inversify';
import type { TrackingPreferencePort } from '../../application/tracking/ports/tracking-preference.port';
import type { TrackingPreference } from '../../domain/tracking/tracking';
import { readTrackingPreference, writeTrackingPreference } from './tracking-preference-storage';

/** The preference in local storage under `network-allow-analytics`. */
@injectable()
export class LocalStorageTrackingPreference implements TrackingPreferencePort {
  read(): TrackingPreference {
    return readTrackingPreference();
  }

  save(preference: 'yes' | 'no'): void {
    writeTrackingPreference(preference);
  }
}
