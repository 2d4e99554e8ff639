import { injectable } from 'inversify';
import type { TrackingPreferencePort } from '../../application/tracking/ports/tracking-preference.port';
import { parsePreference, TRACKING_PREFERENCE_KEY, type TrackingPreference } from '../../domain/tracking/tracking';

/** The preference in local storage under `network-allow-analytics` (spec §9). */
@injectable()
export class LocalStorageTrackingPreference implements TrackingPreferencePort {
  read(): TrackingPreference {
    try {
      return parsePreference(window.localStorage.getItem(TRACKING_PREFERENCE_KEY));
    } catch {
      return null;
    }
  }

  save(preference: 'yes' | 'no'): void {
    try {
      window.localStorage.setItem(TRACKING_PREFERENCE_KEY, preference);
    } catch {
      // storage disabled: the choice lasts this page only
    }
  }
}
