import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { FeatureFlagsApiPort } from '../../application/features/ports/feature-flags-api.port';
import { FEATURE_DEFAULTS, resolveFeatures, type FeatureFlags, type FeatureName } from '../../domain/features/feature-flags';

/**
 * The feature flags the pages read (`useFeature`): the defaults (every flag on) until the exchange's answer for the
 * current sign-in state arrives, then that answer. Loaded once per state (public signed out, private signed in); a
 * failed load keeps the defaults, so a page never loses a section to a network error.
 */
@injectable()
export class FeatureFlagsStore {
  flags: FeatureFlags = FEATURE_DEFAULTS;
  /** The sign-in state the flags were loaded for (undefined: not yet). */
  loadedFor: boolean | undefined = undefined;
  private wanted: boolean | undefined = undefined;

  constructor(@inject(FeatureFlagsApiPort) private readonly api: FeatureFlagsApiPort) {
    makeObservable<FeatureFlagsStore, 'settle'>(this, { flags: observableRef, loadedFor: observable, settle: action });
  }

  enabled(name: FeatureName): boolean {
    return this.flags[name];
  }

  /** Loads the flags for this sign-in state unless they are loaded or loading (the latest state wins). */
  async ensure(signedIn: boolean): Promise<void> {
    if (this.wanted === signedIn) return;
    this.wanted = signedIn;
    const result = await this.api.features(signedIn);
    if (this.wanted !== signedIn) return;
    this.settle(signedIn, result.ok ? resolveFeatures(result.value) : FEATURE_DEFAULTS);
  }

  /** Loads again (a flag changed for this user). */
  reload(): Promise<void> {
    const signedIn = this.wanted ?? false;
    this.wanted = undefined;
    return this.ensure(signedIn);
  }

  private settle(signedIn: boolean, flags: FeatureFlags): void {
    this.flags = flags;
    this.loadedFor = signedIn;
  }
}
