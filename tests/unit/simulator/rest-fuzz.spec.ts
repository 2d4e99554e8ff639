import type { RunningSimulator } from '../../../simulator/server';
import { mulberry32 } from '../../../simulator/market/prng';
import { createSession, testSimulator } from './support/simulator-fixture';

/** The calls that take a JSON body, and whose a valid body would write something. */
const TARGETS = [
  { method: 'POST', path: '/api/usercenter/pre/broker' },
  { method: 'POST', path: '/api/usercenter/pre/market_maker' },
  { method: 'POST', path: '/api/usercenter/login' },
  { method: 'POST', path: '/api/usercenter/account/switch_language', auth: true },
  { method: 'PUT', path: '/api/social-backend-ui/private/cool-names', auth: true },
] as const;

const broker = {
  company_name: 'Acme',
  contact_name: 'Ann',
  email: 'ann@acme.example',
  telegram: '',
  website: '',
  country: 'SG',
  message: '',
  client_count: 'lt_1k',
};

/** One malformed body (text), drawn from families of broken input. */
function malformedBody(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const junk = (n: number) => Array.from({ length: n }, () => String.fromCharCode(Math.floor(random() * 0x2fff))).join('');
  const families: Array<() => string> = [
    () => JSON.stringify(broker).slice(0, Math.floor(random() * 100)), // truncated
    () => `{"${junk(5)}": ${junk(3)}}`, // broken JSON
    () => JSON.stringify({ ...broker, email: pick([42, null, [], {}, '', 'not-an-email', 'a@'.repeat(200)]) }),
    () => JSON.stringify({ ...broker, client_count: pick(['', 'many', 7, null]), extra: junk(4) }),
    () => JSON.stringify(pick([null, 1, 'text', true, [], [broker]])),
    () => `{"__proto__": {"admin": true}, "company_name": "x"}`,
    () => `{"constructor": {"prototype": {"admin": true}}}`,
    () => JSON.stringify({ idToken: pick([42, '', 'x'.repeat(9000), null, {}]), language: pick(['xx', 7, null]) }),
    () => JSON.stringify({ coolName: pick(['', 'x', 'a'.repeat(21), 'bad name!', 5, null, '<script>']) }),
    () => JSON.stringify({ language: pick(['', 'klingon', 1, null, ['en']]) }),
    () => '['.repeat(2000 + Math.floor(random() * 3000)),
    () => JSON.stringify({ ...broker, message: 'm'.repeat(70 * 1024) }), // over the body limit
    () =>
      JSON.stringify({
        ...broker,
        markets: pick([[], ['spot', 'spot', 'futures'], ['moon'], 'spot']),
        monthly_volume_usd: pick(['-1', '1e9', 'lots', 1]),
      }),
    () => junk(1 + Math.floor(random() * 300)),
  ];
  return pick(families)();
}

describe('fuzz: 1,000 malformed REST bodies', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator({ auth: { verifier: { verify: async () => undefined } } });
  });
  afterAll(() => sim.close());

  it('gets 0 crashes and 0 accepted', async () => {
    const { token } = await createSession(sim);
    const random = mulberry32(20);
    const statuses = new Map<number, number>();
    const accepted: string[] = [];
    const crashes: string[] = [];
    const cases = Array.from({ length: 1000 }, (_, i) => ({ target: TARGETS[i % TARGETS.length], body: malformedBody(random) }));
    for (let i = 0; i < cases.length; i += 10) {
      await Promise.all(
        cases.slice(i, i + 10).map(async ({ target, body }) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if ('auth' in target) headers.authorization = `Bearer ${token}`;
          const response = await fetch(`${sim.url}${target.path}`, { method: target.method, headers, body });
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status < 400) accepted.push(`${target.path} ${body.slice(0, 80)}`);
          if (response.status >= 500) crashes.push(`${target.path} ${response.status} ${body.slice(0, 80)}`);
          const envelope = JSON.parse(text) as { success: boolean; code: number };
          expect(envelope.success).toBe(false);
          expect(envelope.code).toBeLessThan(0);
        }),
      );
    }
    expect(crashes).toEqual([]);
    expect(accepted).toEqual([]);
    expect([...statuses.keys()].every((status) => [400, 401, 413].includes(status))).toBe(true);
    expect(await sim.simulator.store.partners!.list('broker')).toHaveLength(0);
    expect((await fetch(`${sim.url}/api/md/`)).status).toBe(200);
  });
});

describe('JSON bodies (finding 18)', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());
  const post = (body: string) =>
    fetch(`${sim.url}/api/usercenter/pre/broker`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('refuses prototype poisoning in the parser, before any schema sees it', async () => {
    for (const body of ['{"__proto__": {"polluted": true}}', '{"constructor": {"prototype": {"polluted": true}}}']) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: -1005, message: expect.stringContaining('forbidden property') });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers a body over 64 KB with HTTP 413', async () => {
    const response = await post(JSON.stringify({ ...broker, message: 'm'.repeat(70 * 1024) }));
    expect(response.status).toBe(413);
    expect((await response.json()).success).toBe(false);
  });
});
