/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://app.example/login"}
 */
import Cookies from 'js-cookie';
import { CookieSocialLogin, MAX_HANDOFF_COOKIE_BYTES } from '../../../../src/infrastructure/auth/cookie-social-login.adapter';
import { CookieSessionCredentials } from '../../../../src/infrastructure/storage/cookie-session-credentials.adapter';
import { RecordingCookieJar } from '../../../fakes/identity/fake-identity-ports';

const payload = {
  type: 'google' as const,
  method: 'popup' as const,
  redirectUrl: '/trade',
  user: { email: 'gina@example.com', accessToken: 'id-token' },
};

describe('cookies (finding 6)', () => {
  it('names the authorization cookie __Host-authorization on https, Secure for the whole site', () => {
    const credentials = new CookieSessionCredentials(true);
    credentials.save('session-token', '42');
    expect(Cookies.get('__Host-authorization')).toBe('session-token');
    expect(Cookies.get('authorization')).toBeUndefined();
    expect(credentials.token()).toBe('session-token');
    credentials.clear();
    expect(credentials.token()).toBeUndefined();
    expect(document.cookie).not.toContain('authorization');
  });

  it('names the handoff cookie __Host-social-login on https and keeps the spec attributes (Secure, Strict, 365 days, /)', () => {
    const jar = new RecordingCookieJar();
    const cookie = new CookieSocialLogin(jar, true);
    expect(cookie.save(payload)).toBe(true);
    expect(jar.cookies.get('__Host-social-login')?.attributes).toEqual({ secure: true, sameSite: 'strict', expires: 365, path: '/' });
    expect(cookie.read()).toEqual(payload);
  });

  it('keeps the handoff under the browser limit: a long redirect gives way to /', () => {
    const jar = new RecordingCookieJar();
    const cookie = new CookieSocialLogin(jar, true);
    const longRedirect = `/blog/find?q=${'%E2%82%BF'.repeat(600)}`;
    expect(cookie.save({ ...payload, redirectUrl: longRedirect })).toBe(true);
    const stored = jar.get('__Host-social-login')!;
    expect(encodeURIComponent(stored).length).toBeLessThanOrEqual(MAX_HANDOFF_COOKIE_BYTES);
    expect(cookie.read()).toEqual({ ...payload, redirectUrl: '/' });
  });

  it('refuses (false) a handoff that cannot fit at all, instead of silently losing it', () => {
    const jar = new RecordingCookieJar();
    const cookie = new CookieSocialLogin(jar, true);
    expect(cookie.save({ ...payload, user: { ...payload.user, accessToken: 'x'.repeat(5000) } })).toBe(false);
    expect(jar.cookies.size).toBe(0);
  });

  it('removes an unusable handoff cookie when it reads it', () => {
    const jar = new RecordingCookieJar();
    jar.set('__Host-social-login', '{"type":"google"}');
    expect(new CookieSocialLogin(jar, true).read()).toBeUndefined();
    expect(jar.cookies.size).toBe(0);
  });
});
