import { inject, injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import { SetTrackingPreference } from '../../application/tracking/set-tracking-preference.use-case';
import { Tracker } from '../../application/tracking/tracker';
import { needsConsent, type TrackingPreference } from '../../domain/tracking/tracking';

/** The tracking preference for the consent banner and the settings toggle; page views. */
@injectable()
export class TrackingStore {
  preference: TrackingPreference = null;
  private lastPath: string | undefined;

  constructor(
    @inject(SetTrackingPreference) private readonly setPreference: SetTrackingPreference,
    @inject(Tracker) private readonly tracker: Tracker,
  ) {
    makeObservable<TrackingStore, 'lastPath'>(this, { preference: observable, choose: action, load: action, lastPath: false });
  }

  get askConsent(): boolean {
    return needsConsent(this.preference);
  }

  load(): void {
    this.preference = this.setPreference.current();
    this.tracker.startIfAllowed();
  }

  choose(choice: 'yes' | 'no'): void {
    this.setPreference.execute(choice);
    this.preference = choice;
    if (choice === 'yes' && this.lastPath) void this.tracker.track('page_view', { page_path: this.lastPath });
  }

  pageView(path: string): void {
    if (path === this.lastPath) return;
    this.lastPath = path;
    void this.tracker.track('page_view', { page_path: path });
  }
}
