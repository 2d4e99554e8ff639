import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { RestIdentityApi } from '../../../../src/infrastructure/auth/rest-identity-api.adapter';
import { ApiClient } from '../../../../src/infrastructure/http/api-client';
import { retryAfterSeconds } from '../../../../src/infrastructure/http/envelope';
import { FakeExchangeHttp } from '../../../fakes/fake-exchange-http';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';

const LOGIN = '/usercenter/login';
const refusal = { success: false, code: -1003, message: 'Too many requests' };

function setup() {
  const http = new FakeExchangeHttp();
  const reported: string[] = [];
  const client = new ApiClient({ baseUrl: 'http://127.0.0.1/api', adapter: http.adapter }, new FakeSessionCredentials(), {
    execute: (c) => reported.push(c),
  });
  return { http, reported, api: new RestIdentityApi(client) };
}

describe('RestIdentityApi.exchangeIdToken and the sign-in rate limit', () => {
  it('maps HTTP 429 with Retry-After to a throttled refusal with those seconds', async () => {
    const { http, api, reported } = setup();
    http.answerRaw('POST', LOGIN, 429, refusal, { 'retry-after': '42' });
    expect(await api.exchangeIdToken('id-1', 'en')).toEqual({ ok: false, error: { kind: 'throttled', retryAfterSec: 42 } });
    // still reported as the domain code (no log out: it is not -1001/-1002)
    expect(reported).toEqual([ErrorCode.TooManyRequests]);
  });

  it('without a Retry-After (or an unreadable one) waits the limit window, 60 s', async () => {
    const { http, api } = setup();
    http.answerRaw('POST', LOGIN, 429, refusal);
    expect(await api.exchangeIdToken('id-1', 'en')).toEqual({ ok: false, error: { kind: 'throttled', retryAfterSec: 60 } });
    http.answerRaw('POST', LOGIN, 429, 'slow down', { 'retry-after': 'soon' });
    expect(await api.exchangeIdToken('id-1', 'en')).toEqual({ ok: false, error: { kind: 'throttled', retryAfterSec: 60 } });
  });

  it('leaves other refusals as their domain code, and a session as before', async () => {
    const { http, api } = setup();
    http.fail('POST', LOGIN, -1002);
    expect(await api.exchangeIdToken('id-1', 'en')).toEqual({ ok: false, error: ErrorCode.Unauthorized });
    http.succeed('POST', LOGIN, { token: 'session-1', user_id: 10001, expires_at: 1_700_000_000_000 });
    expect(await api.exchangeIdToken('id-1', 'en')).toEqual({
      ok: true,
      value: { token: 'session-1', userId: '10001', expiresAt: 1_700_000_000_000 },
    });
    expect(JSON.parse(String(http.requests.at(-1)?.body))).toEqual({ idToken: 'id-1', language: 'en' });
  });

  it('reads Retry-After as delay-seconds or an HTTP date (RFC 9110)', () => {
    const now = Date.parse('2024-05-01T12:00:00Z');
    expect(retryAfterSeconds('17', now)).toBe(17);
    expect(retryAfterSeconds(5, now)).toBe(5);
    expect(retryAfterSeconds('Wed, 01 May 2024 12:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Wed, 01 May 2024 11:59:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('-3', now)).toBeUndefined();
    expect(retryAfterSeconds(undefined, now)).toBeUndefined();
  });
});
