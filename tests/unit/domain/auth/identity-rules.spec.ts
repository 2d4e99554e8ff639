import { authErrorHandling } from '../../../../src/domain/auth/auth-error';
import { displayName } from '../../../../src/domain/auth/display-name';
import { passwordProblems } from '../../../../src/domain/auth/password-policy';
import { isSessionExpired, msUntilExpiry } from '../../../../src/domain/auth/session-expiry';
import { buildSocialLoginPayload } from '../../../../src/domain/auth/social-login';
import { mayTrack, needsConsent, trackingEvent } from '../../../../src/domain/tracking/tracking';

describe('identity rules', () => {
  it('counts a session as expired 30 s early', () => {
    expect(isSessionExpired(100_000, 69_999)).toBe(false);
    expect(isSessionExpired(100_000, 70_000)).toBe(true);
    expect(isSessionExpired(undefined, 1e15)).toBe(false);
    expect(msUntilExpiry(100_000, 60_000)).toBe(10_000);
  });

  it('shows the cool name only for main accounts that have one', () => {
    expect(displayName({ main: true, alias: 'a' }, 'cool')).toBe('cool');
    expect(displayName({ main: false, alias: 'a' }, 'cool')).toBe('a');
    expect(displayName({ main: true, alias: 'a' }, undefined)).toBe('a');
  });

  it('needs both email and access token for the social payload', () => {
    const base = { type: 'google' as const, method: 'popup' as const, redirectUrl: '/x' };
    expect(buildSocialLoginPayload({ ...base, email: ' ', accessToken: 't' }, [], 'https://a').ok).toBe(false);
    expect(buildSocialLoginPayload({ ...base, email: 'e', accessToken: null }, [], 'https://a').ok).toBe(false);
    expect(buildSocialLoginPayload({ ...base, email: 'e', accessToken: 't' }, [], 'https://a')).toEqual({
      ok: true,
      value: { ...base, user: { email: 'e', accessToken: 't' } },
    });
  });

  it('lists the unmet password requirements', () => {
    expect(
      passwordProblems({ isValid: false, minLength: 8, meetsMinLength: false, containsNumeric: false, containsUppercase: true }),
    ).toEqual(['minLength', 'numeric']);
  });

  it('only logs a cancelled popup request; other codes toast', () => {
    expect(authErrorHandling('auth/cancelled-popup-request')).toEqual({ kind: 'log' });
    expect(authErrorHandling('auth/popup-blocked')).toEqual({ kind: 'toast', key: 'errors.generic' });
    expect(authErrorHandling('auth/weak-password')).toEqual({ kind: 'field', field: 'password', key: 'errors.weak-password' });
  });

  it('gates tracking on an explicit yes and stamps the event fields', () => {
    expect([mayTrack('yes'), mayTrack('no'), mayTrack(null)]).toEqual([true, false, false]);
    expect(needsConsent(null)).toBe(true);
    expect(trackingEvent('login', { method: 'password' }, { userId: null, language: 'en', deviceId: 'd' })).toEqual({
      event: 'login',
      method: 'password',
      platform: 'desktop',
      userId: null,
      language: 'en',
      deviceId: 'd',
    });
  });
});
