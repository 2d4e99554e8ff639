/** @jest-environment jsdom */
import { readHasDepositEarly } from '../../../src/di/early-wallet';
import { err } from '../../../src/domain/shared/result';
import { resolveAppConfig } from '../../../src/infrastructure/config/load-app-config';
import { CookieSessionCredentials } from '../../../src/infrastructure/storage/cookie-session-credentials.adapter';
import { FakeExchangeHttp } from '../../fakes/fake-exchange-http';

const PATH = '/usercenter/account/check_has_deposit'; // under the configuration's apiBase
const origin = 'http://localhost';
const config = async () => resolveAppConfig({ environment: 'local' });

/** /wallet's early read (di/early-wallet.ts): the first-deposit prompt's answer before the runtime. */
describe('readHasDepositEarly', () => {
  const credentials = new CookieSessionCredentials(false);
  afterEach(() => credentials.clear());

  it('reads check_has_deposit with the stored session', async () => {
    credentials.save('token-7', '10007');
    const http = new FakeExchangeHttp();
    http.succeed('GET', PATH, { hasDeposit: false });
    expect(await readHasDepositEarly(config, origin, http.adapter)).toBe(false);
    expect(http.requests).toEqual([expect.objectContaining({ method: 'GET', path: PATH, authorization: 'Bearer token-7' })]);
    http.succeed('GET', PATH, { hasDeposit: true });
    expect(await readHasDepositEarly(config, origin, http.adapter)).toBe(true);
  });

  it('asks nothing without a stored session', async () => {
    const http = new FakeExchangeHttp();
    expect(await readHasDepositEarly(config, origin, http.adapter)).toBeUndefined();
    credentials.save('token-7', '10007');
    window.localStorage.removeItem('userId');
    expect(await readHasDepositEarly(config, origin, http.adapter)).toBeUndefined();
    expect(http.requests).toHaveLength(0);
  });

  it('gives nothing for a refusal, a malformed answer or a bad configuration, and keeps the session', async () => {
    credentials.save('token-7', '10007');
    const http = new FakeExchangeHttp();
    http.fail('GET', PATH, -1001);
    expect(await readHasDepositEarly(config, origin, http.adapter)).toBeUndefined();
    http.succeed('GET', PATH, { hasDeposit: 'no' });
    expect(await readHasDepositEarly(config, origin, http.adapter)).toBeUndefined();
    expect(await readHasDepositEarly(async () => err(['apiBase: missing']), origin, http.adapter)).toBeUndefined();
    // a refused early read logs nobody out: the runtime's own calls decide
    expect(credentials.token()).toBe('token-7');
    expect(credentials.userId()).toBe('10007');
  });
});
