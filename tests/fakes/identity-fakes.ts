import type { AdapterOverrides } from '../../src/di/adapter-overrides';
import { CookieSocialLogin } from '../../src/infrastructure/auth/cookie-social-login.adapter';
import { FakeAuthProvider } from './fake-auth-provider';
import { FakeOneTap, FakeSessionExpiry, FakeTokenSync, RecordingCookieJar } from './fake-identity-ports';
import { FakeDeviceId, FakeTrackingPreference, RecordingSink } from './fake-tracking';

/** The identity and tracking fakes of one test container (the handoff cookie is the real adapter over a recording jar). */
export interface IdentityFakes {
  auth: FakeAuthProvider;
  cookieJar: RecordingCookieJar;
  expiry: FakeSessionExpiry;
  tokenSync: FakeTokenSync;
  oneTap: FakeOneTap;
  trackingPreference: FakeTrackingPreference;
  tagManager: RecordingSink;
  analytics: RecordingSink;
  device: FakeDeviceId;
}

export function identityFakes(): IdentityFakes {
  return {
    auth: new FakeAuthProvider(), cookieJar: new RecordingCookieJar(), expiry: new FakeSessionExpiry(), tokenSync: new FakeTokenSync(),
    oneTap: new FakeOneTap(), trackingPreference: new FakeTrackingPreference(), tagManager: new RecordingSink(),
    analytics: new RecordingSink(), device: new FakeDeviceId(),
  };
}

export function identityOverrides(f: IdentityFakes): AdapterOverrides {
  return {
    authProvider: f.auth, socialLoginCookie: new CookieSocialLogin(f.cookieJar), sessionExpiry: f.expiry, tokenSync: f.tokenSync,
    oneTap: f.oneTap, trackingPreference: f.trackingPreference, tagManager: f.tagManager, analytics: f.analytics, deviceId: f.device,
  };
}
