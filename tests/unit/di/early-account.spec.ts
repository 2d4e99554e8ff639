/** @jest-environment jsdom */
import { readOverviewEarly } from '../../../src/di/early-account';
import { resolveAppConfig } from '../../../src/infrastructure/config/load-app-config';
import { CookieSessionCredentials } from '../../../src/infrastructure/storage/cookie-session-credentials.adapter';
import { FakeExchangeHttp } from '../../fakes/fake-exchange-http';

// under the configuration's apiBase
const SECURITY = '/usercenter/account/security_checking';
const KYC = '/usercenter/account/kyc_identity_verification';
const BALANCES = '/v3/asset/balances';
const origin = 'http://localhost';
const config = async () => resolveAppConfig({ environment: 'local' });

const security = {
  otpauth: true,
  antiPhishingCode: false,
  tradePwd: true,
  withdrawPwd: false,
  recoveryCodesLeft: 10,
  withdrawLockUntil: 0,
  level: 'medium',
  missing: ['antiPhishingCode', 'withdrawPwd'],
};
const kyc = {
  level: 0,
  status: 'PENDING',
  reason: '',
  reasonMessage: '',
  submittedAt: 1,
  reviewedAt: 0,
  country: 'DE',
  documentType: 'PASSPORT',
};
const holding = (token: string, amount: number) => ({ token, holding: amount, frozen: 0, staked: 0, updatedTime: 1700000000000 });

/** /account's early read (di/early-account.ts): its task list's and first cards' answers before the runtime. */
describe('readOverviewEarly', () => {
  const credentials = new CookieSessionCredentials(false);
  afterEach(() => credentials.clear());

  function exchange(balances: readonly ReturnType<typeof holding>[]) {
    const http = new FakeExchangeHttp();
    http.succeed('GET', SECURITY, security);
    http.succeed('GET', KYC, kyc);
    http.succeed('GET', BALANCES, { holding: balances });
    return http;
  }

  it('reads the security state, the identity verification and the balances with the stored session', async () => {
    credentials.save('token-7', '10007');
    const http = exchange([holding('USDT', 0), holding('BTC', 0.5)]);
    expect(await readOverviewEarly(config, origin, http.adapter)).toEqual({
      security: expect.objectContaining({ otpauth: true, level: 'medium', missing: ['antiPhishingCode', 'withdrawPwd'] }),
      kyc: 'PENDING',
      hasFunds: true,
    });
    expect(http.requests.map((r) => [r.method, r.path, r.authorization])).toEqual(
      expect.arrayContaining([
        ['GET', SECURITY, 'Bearer token-7'],
        ['GET', KYC, 'Bearer token-7'],
        ['GET', BALANCES, 'Bearer token-7'],
      ]),
    );
    // holdings of zero are no funds (a frozen-only row neither: the holding counts)
    expect((await readOverviewEarly(config, origin, exchange([holding('USDT', 0)]).adapter))?.hasFunds).toBe(false);
  });

  it('asks nothing without a stored session', async () => {
    const http = exchange([]);
    expect(await readOverviewEarly(config, origin, http.adapter)).toBeUndefined();
    expect(http.requests).toHaveLength(0);
  });

  it('gives nothing when any read is refused or unreadable, and keeps the session', async () => {
    credentials.save('token-7', '10007');
    const refused = exchange([]);
    refused.fail('GET', KYC, -1001);
    expect(await readOverviewEarly(config, origin, refused.adapter)).toBeUndefined();
    const malformed = exchange([]);
    malformed.succeed('GET', SECURITY, { ...security, level: 'excellent' });
    expect(await readOverviewEarly(config, origin, malformed.adapter)).toBeUndefined();
    // a refused early read logs nobody out: the runtime's own calls decide
    expect(credentials.token()).toBe('token-7');
    expect(credentials.userId()).toBe('10007');
  });
});
