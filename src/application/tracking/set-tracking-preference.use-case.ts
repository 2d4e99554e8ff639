import { inject, injectable } from 'inversify';
import type { TrackingPreference } from '../../domain/tracking/tracking';
import { TrackingPreferencePort } from './ports/tracking-preference.port';
import { Tracker } from './tracker';

/** The consent banner and the settings toggle: saves yes/no; yes starts the tag manager and analytics. */
@injectable()
export class SetTrackingPreference {
  constructor(
    @inject(TrackingPreferencePort) private readonly preference: TrackingPreferencePort,
    @inject(Tracker) private readonly tracker: Tracker,
  ) {}

  current(): TrackingPreference {
    return this.preference.read();
  }

  execute(choice: 'yes' | 'no'): void {
    this.preference.save(choice);
    if (choice === 'yes') {
      this.tracker.startIfAllowed();
      void this.tracker.track('tracking_consent', { choice });
    }
  }
}
