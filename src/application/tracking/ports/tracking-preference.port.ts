import type { TrackingPreference } from '../../../domain/tracking/tracking';
import { token } from '../../shared/token';

/** The tracking preference in local storage under `network-allow-analytics`. */
export interface TrackingPreferencePort {
  read(): TrackingPreference;
  save(preference: Exclude<TrackingPreference, null>): void;
}
export const TrackingPreferencePort = token<TrackingPreferencePort>('TrackingPreferencePort');
