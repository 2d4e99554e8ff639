import { RATE_RULES, rateRules, RateLimiter } from '../../../simulator/http/rate-limit';
import type { RunningSimulator } from '../../../simulator/server';
import { call, testSimulator } from './support/simulator-fixture';

const broker = (email: string) => ({
  company_name: 'Acme',
  contact_name: 'Ann',
  email,
  telegram: '',
  website: '',
  country: 'SG',
  message: '',
  client_count: 'lt_1k',
});

describe('request limits (finding 5)', () => {
  let sim: RunningSimulator;
  // the limits' clock stands still: a busy machine cannot spread a burst over two windows
  const frozen = () => 1_800_000_000_000;
  afterEach(() => sim.close());

  it('answers public market data over 10 a second per endpoint with -1003, HTTP 429 and Retry-After', async () => {
    sim = await testSimulator({ rateLimits: true, rateLimitClock: frozen });
    const answers = await Promise.all(Array.from({ length: 12 }, () => call(sim, '/api/instrument/v4/public/info')));
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(limited).toHaveLength(2);
    expect(limited[0].json()).toMatchObject({ success: false, code: -1003 });
    expect(Number(limited[0].headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // another endpoint has its own budget
    expect((await call(sim, '/api/md/v3/public/futures')).statusCode).toBe(200);
  });

  it('limits logins per IP (each one creates a session)', async () => {
    sim = await testSimulator({ rateLimits: true, rateLimitClock: frozen, auth: { verifier: { verify: async () => undefined } } });
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await call(sim, '/api/usercenter/login', { method: 'POST', payload: { idToken: 'x' } }));
    expect(answers.slice(0, 10).every((a) => a.json().code === -1002)).toBe(true);
    expect(answers[10].statusCode).toBe(429);
  });

  it('caps partner applications per email and per IP per day', async () => {
    sim = await testSimulator();
    const send = (email: string) => call(sim, '/api/usercenter/pre/broker', { method: 'POST', payload: broker(email) });
    for (let i = 0; i < 3; i += 1) expect((await send('Ann@Acme.example')).statusCode).toBe(200);
    const fourth = await send('ann@acme.example');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe(-1003);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3600);
    for (let i = 0; i < 7; i += 1) expect((await send(`p${i}@acme.example`)).statusCode).toBe(200);
    expect((await send('someone-else@acme.example')).statusCode).toBe(429); // the IP's 10 a day
    expect(await sim.simulator.store.partners!.list('broker')).toHaveLength(10);
  });

  it('counts sign-ins at the configured rate per minute (SIM_LOGIN_LIMIT), the other rules unchanged', () => {
    let now = 0;
    const limiter = new RateLimiter(rateRules(3), () => now);
    for (let i = 0; i < 3; i += 1) expect(limiter.hit('10.0.0.1', 'POST', '/api/usercenter/login')).toBeUndefined();
    expect(limiter.hit('10.0.0.1', 'POST', '/api/usercenter/login')).toBe(60);
    now = 60_000;
    expect(limiter.hit('10.0.0.1', 'POST', '/api/usercenter/login')).toBeUndefined();
    expect(rateRules(3).slice(1)).toEqual(RATE_RULES.slice(1));
  });

  it('keeps its memory bounded under a flood of distinct keys', () => {
    let now = 0;
    const limiter = new RateLimiter(RATE_RULES, () => now, 1000);
    for (let i = 0; i < 10_000; i += 1) {
      now += 1;
      limiter.hit(`10.0.${i >> 8}.${i & 255}`, 'GET', '/api/md/');
    }
    expect(limiter.size).toBeLessThanOrEqual(1000);
  });
});
