/** Yes, no or unset (null), kept in local storage under this key. */
export type TrackingPreference = 'yes' | 'no' | null;
export const TRACKING_PREFERENCE_KEY = 'network-allow-analytics';

/** Only an explicit yes lets events out. */
export const mayTrack = (preference: TrackingPreference): boolean => preference === 'yes';

/** The consent banner asks while the preference is unset. */
export const needsConsent = (preference: TrackingPreference): boolean => preference === null;

export function parsePreference(raw: string | null | undefined): TrackingPreference {
  return raw === 'yes' || raw === 'no' ? raw : null;
}

export interface TrackingContext {
  readonly userId: string | null;
  readonly language: string;
  readonly deviceId: string;
}

/** Every event carries platform desktop, userId, language and deviceId. */
export interface TrackingEvent {
  readonly event: string;
  readonly platform: 'desktop';
  readonly userId: string | null;
  readonly language: string;
  readonly deviceId: string;
  readonly [param: string]: string | number | boolean | null;
}

export function trackingEvent(
  name: string,
  params: Record<string, string | number | boolean | null>,
  context: TrackingContext,
): TrackingEvent {
  return { ...params, event: name, platform: 'desktop', userId: context.userId, language: context.language, deviceId: context.deviceId };
}
