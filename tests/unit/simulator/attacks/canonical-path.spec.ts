import type { RunningSimulator } from '../../../../simulator/server';
import { call, createSession, testSimulator } from '../support/simulator-fixture';
import { enableTwoFactor } from '../support/two-factor';
import { rawRequest, signedHeaders } from './raw-request';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const WITHDRAW = JSON.stringify({ token: 'USDT', network: 'TRON', address: TRON, extra: '', amount: 20 });

/** Spellings of `/v3/asset/wallet/withdraw` that the router decodes to the withdraw route (or to none). */
const SPELLINGS = [
  '/v3/asset/wallet/withdraw',
  '/v3/asset/wallet/with%64raw', // %64 = d
  '/v3/asset/%77allet/withdraw', // %77 = w
  '/%763/asset/wallet/withdraw', // %76 = v
  '/v3/asset/wallet/withdraw#fragment',
  '/v3/asset/wallet/withdraw/',
  '/v3/asset/wallet%2Fwithdraw',
  '/v3//asset/wallet/withdraw',
  '/v3/asset/x/../wallet/withdraw',
  '/v3/asset/wallet/%2e/withdraw',
  '/v3/asset/wallet/./withdraw',
  '/v3/asset/wallet/WITHDRAW',
  '/V3/asset/wallet/withdraw',
];

describe('attack: one canonical path for permissions, limits and the control guard', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator({ withdrawStepMs: 0 });
  });
  afterAll(() => sim.close());
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const usdt = async (t: string) =>
    (await call(sim, '/api/v3/asset/balances', { headers: auth(t) }))
      .json()
      .data.holding.find((b: { token: string }) => b.token === 'USDT');
  const withdrawals = async (t: string) =>
    (await call(sim, '/api/v3/asset/wallet/history?tokenSide=WITHDRAW', { headers: auth(t) })).json().data.rows;

  it.each(
    SPELLINGS.flatMap((p) => [
      [p, 'origin-form'],
      [p, 'absolute-form'],
    ]),
  )('a READ+TRADE key cannot withdraw through %s (%s request line)', async (spelling, form) => {
    const { token } = await createSession(sim);
    const key = (
      await call(sim, '/api/usercenter/account/create_credential', {
        method: 'POST',
        headers: auth(token),
        payload: { label: 'bot', permissions: ['READ', 'TRADE'] },
      })
    ).json().data;
    const target = form === 'origin-form' ? `/api${spelling}` : `${sim.url}/api${spelling}`;
    const answer = await rawRequest(sim, 'POST', target, signedHeaders(key, 'POST', spelling, WITHDRAW), WITHDRAW);
    // either the withdraw route refuses the key (-1002, naming the WITHDRAWAL permission) or no route answers (-1006)
    expect([401, 404]).toContain(answer.statusCode);
    const body = answer.json();
    expect(body.success).toBe(false);
    if (answer.statusCode === 401)
      expect(body).toMatchObject({ code: -1002, message: expect.stringContaining('the call needs the WITHDRAWAL permission') });
    else expect(body.code).toBe(-1006);
    expect(await usdt(token)).toMatchObject({ holding: 10000, frozen: 0 });
    expect(await withdrawals(token)).toEqual([]);
  });

  it('the decoded spellings do reach the withdraw route: a WITHDRAWAL key signed over the encoded path withdraws', async () => {
    // proves the refusals above are the permission rule, not a path the router never matched
    const { token } = await createSession(sim);
    const { recoveryCodes } = await enableTwoFactor(sim, token);
    const key = (
      await call(sim, '/api/usercenter/account/create_credential', {
        method: 'POST',
        headers: auth(token),
        payload: { label: 'payout', permissions: ['READ', 'TRADE', 'WITHDRAWAL'], recoveryCode: recoveryCodes[0] },
      })
    ).json().data;
    const answer = await rawRequest(
      sim,
      'POST',
      '/api/v3/asset/wallet/with%64raw',
      signedHeaders(key, 'POST', '/v3/asset/wallet/with%64raw', WITHDRAW),
      WITHDRAW,
    );
    expect(answer.json()).toMatchObject({ success: true, data: { withdrawId: expect.stringMatching(/^\d{17}$/) } });
    // 20 + the TRON fee of 1 frozen
    expect(await usdt(token)).toMatchObject({ holding: 10000, frozen: 21 });
  });

  it.each(['/%5F_control/sessions', '/__c%6Fntrol/sessions', '/__control/sessions/', '/__control/sessions#x', 'ABSOLUTE'])(
    'the control secret is asked on %s',
    async (spelling) => {
      const target = spelling === 'ABSOLUTE' ? `${sim.url}/__control/sessions` : spelling;
      const answer = await rawRequest(sim, 'POST', target, {}, '{}');
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ ok: false, message: 'control calls need the x-sim-control-secret header of this run' });
    },
  );
});

describe('attack: rate limits keyed on the matched route', () => {
  let sim: RunningSimulator;
  afterEach(() => sim.close());

  it('percent-encoded, trailing-slash and full-URL spellings of one market-data call share its 10-a-second bucket', async () => {
    sim = await testSimulator({ rateLimits: true, rateLimitClock: () => 1_800_000_000_000 });
    const spellings = [
      '/api/instrument/v4/public/info',
      '/api/%69nstrument/v4/public/info',
      '/api/instrument/v4/public/info/',
      `${sim.url}/api/instrument/v4/public/info`,
      '/api/instrument/v4/public/inf%6F',
    ];
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => rawRequest(sim, 'GET', spellings[i % spellings.length])));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited).toHaveLength(2);
    expect(limited[0].json()).toMatchObject({ success: false, code: -1003, message: 'Too many requests' });
  });

  it('sign-ins through a full-URL request line count against the sign-in limit', async () => {
    sim = await testSimulator({ rateLimits: true, auth: { verifier: { verify: async () => undefined } } });
    const body = JSON.stringify({ idToken: 'x' });
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const target = i % 2 === 0 ? `${sim.url}/api/usercenter/login` : '/api/usercenter/%6Cogin';
      codes.push((await rawRequest(sim, 'POST', target, {}, body)).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('paths that match no route share one bucket per address, however many spellings', async () => {
    sim = await testSimulator({ rateLimits: true, rateLimitClock: () => 1_800_000_000_000 });
    const answers = await Promise.all(Array.from({ length: 31 }, (_, i) => rawRequest(sim, 'GET', `/api/nothing-here-${i}`)));
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(30);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(1);
  });
});
