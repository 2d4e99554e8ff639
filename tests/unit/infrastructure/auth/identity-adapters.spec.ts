/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { CookieSocialLogin, SOCIAL_LOGIN_COOKIE } from '../../../../src/infrastructure/auth/cookie-social-login.adapter';
import { GisOneTap, GSI_SCRIPT_URL } from '../../../../src/infrastructure/auth/gis-one-tap.adapter';
import { HttpTokenSync } from '../../../../src/infrastructure/auth/http-token-sync.adapter';
import { RecordingCookieJar } from '../../../fakes/identity/fake-identity-ports';

const logger = () => ({ debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() });
const payload = { type: 'google' as const, method: 'popup' as const, redirectUrl: '/trade', user: { email: 'a@b.c', accessToken: 't' } };

describe('identity adapters', () => {
  it('writes the handoff cookie Secure, SameSite=Strict, 365 days and reads it back validated', () => {
    const jar = new RecordingCookieJar();
    const cookie = new CookieSocialLogin(jar);
    cookie.save(payload);
    expect(jar.cookies.get(SOCIAL_LOGIN_COOKIE)?.attributes).toEqual({ secure: true, sameSite: 'strict', expires: 365, path: '/' });
    expect(cookie.read()).toEqual(payload);
    jar.set(SOCIAL_LOGIN_COOKIE, '{"type":"google"}');
    expect(cookie.read()).toBeUndefined();
    cookie.clear();
    expect(cookie.read()).toBeUndefined();
  });

  it('logs a failed one-tap script load as "gsi script load error"', () => {
    const log = logger();
    new GisOneTap('client', log).prompt(() => undefined);
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${GSI_SCRIPT_URL}"]`);
    expect(script).not.toBeNull();
    script!.onerror?.(new Event('error'));
    return Promise.resolve().then(() => expect(log.error).toHaveBeenCalledWith('gsi script load error'));
  });

  it('initialises one-tap without cancel on an outside tap', async () => {
    const gsi = { initialize: jest.fn(), prompt: jest.fn(), cancel: jest.fn() };
    Object.assign(window, { google: { accounts: { id: gsi } } });
    const stop = new GisOneTap('client-1', logger()).prompt(() => undefined);
    await new Promise((r) => setTimeout(r, 0));
    expect(gsi.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1', cancel_on_tap_outside: false }));
    expect(gsi.prompt).toHaveBeenCalled();
    stop();
    expect(gsi.cancel).toHaveBeenCalled();
  });

  it('syncs the ID token as a bearer: POST on sign-in, DELETE on sign-out, nothing without a URL', async () => {
    const fetcher = jest.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
    const sync = new HttpTokenSync('https://sync.example/token', logger(), fetcher as unknown as typeof fetch);
    await sync.signedIn('id-1');
    await sync.signedOut('id-1');
    expect(fetcher.mock.calls.map(([url, init]) => [url, init.method, (init.headers as Record<string, string>).Authorization])).toEqual([
      ['https://sync.example/token', 'POST', 'Bearer id-1'],
      ['https://sync.example/token', 'DELETE', 'Bearer id-1'],
    ]);
    const none = jest.fn();
    await new HttpTokenSync(null, logger(), none as unknown as typeof fetch).signedIn('id-1');
    expect(none).not.toHaveBeenCalled();
  });
});
