import { parsePreference, TRACKING_PREFERENCE_KEY, type TrackingPreference } from '../../domain/tracking/tracking';

/** The saved tracking preference (local storage); read by the adapter and by the boot, before the container. */
export function readTrackingPreference(): TrackingPreference {
  try {
    return parsePreference(window.localStorage.getItem(TRACKING_PREFERENCE_KEY));
  } catch {
    return null;
  }
}

export function writeTrackingPreference(preference: 'yes' | 'no'): void {
  try {
    window.localStorage.setItem(TRACKING_PREFERENCE_KEY, preference);
  } catch {
    // storage disabled: the choice lasts this page only
  }
}
