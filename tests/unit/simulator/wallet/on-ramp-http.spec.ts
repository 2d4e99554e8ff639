import type { RunningSimulator } from '../../../../simulator/server';
import { ON_RAMP_PROVIDERS } from '../../../../simulator/wallet/on-ramp';
import { onRampQuote } from '../../../../src/domain/wallet/on-ramp';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

const CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', holder: 'Ada Lovelace' };

describe('buy crypto (/v3/asset/onramp/*)', () => {
  let sim: RunningSimulator;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const quotes = async (q: string) => (await call(sim, `/api/v3/asset/onramp/quotes?${q}`)).json();
  const pay = (t: string, quoteId: number, card = CARD) =>
    call(sim, '/api/v3/asset/onramp/pay', { method: 'POST', headers: auth(t), payload: { quoteId, card } });
  const btc = async (t: string) =>
    (await call(sim, '/api/v3/asset/balances', { headers: auth(t) })).json().data.holding.find((b: { token: string }) => b.token === 'BTC')
      .holding as number;

  beforeAll(async () => {
    sim = await testSimulator({});
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_BTC_USDT', price: '50000' });
  });
  afterAll(() => sim.close());

  it('quotes three providers at the fiat price, best first, without a session', async () => {
    const answer = await quotes('fiat=EUR&crypto=BTC&fiatAmount=100');
    expect(answer.success).toBe(true);
    const rows = answer.data.rows as { provider: string; cryptoAmount: string; fee: string; rate: string }[];
    expect(rows).toHaveLength(3);
    // 50,000 USD ÷ 1.08 = 46,296.30 EUR per BTC
    const expected = ON_RAMP_PROVIDERS.map((p) => ({ provider: p.id, ...onRampQuote('100', '46296.30', p, 5) }));
    for (const row of rows) expect(row).toMatchObject(expected.find((e) => e.provider === row.provider)!);
    expect(rows.map((r) => Number(r.cryptoAmount))).toEqual([...rows.map((r) => Number(r.cryptoAmount))].sort((a, b) => b - a));
  });

  it('refuses an unknown fiat, a crypto it does not sell, and amounts out of bounds', async () => {
    expect(await quotes('fiat=XYZ&crypto=BTC&fiatAmount=100')).toMatchObject({ success: false, code: -1005 });
    expect(await quotes('fiat=USD&crypto=WOO&fiatAmount=100')).toMatchObject({ success: false, code: -1005 });
    expect(await quotes('fiat=USD&crypto=BTC&fiatAmount=19.99')).toMatchObject({
      success: false,
      message: 'fiatAmount: The minimum is 20 USD.',
    });
  });

  it('paying credits the crypto once (a DEPOSIT row on CARD); a bad card changes nothing', async () => {
    const { token: t } = await createSession(sim);
    const before = await btc(t);
    const best = (await quotes('fiat=USD&crypto=BTC&fiatAmount=500')).data.rows[0];
    expect((await pay(t, best.quoteId, { ...CARD, number: '4242 4242 4242 4241' })).json()).toMatchObject({
      success: false,
      message: 'card.number: Not a valid card number.',
    });
    expect(await btc(t)).toBe(before);
    const paid = (await pay(t, best.quoteId)).json();
    expect(paid).toMatchObject({
      success: true,
      data: { tokenSide: 'DEPOSIT', network: 'CARD', status: 'COMPLETED', token: 'BTC', amount: Number(best.cryptoAmount) },
    });
    expect(await btc(t)).toBeCloseTo(before + Number(best.cryptoAmount), 10);
    // a double submit answers the same purchase and credits nothing more; another account cannot pay it
    expect((await pay(t, best.quoteId)).json()).toMatchObject({
      success: true,
      data: { id: paid.data.id, amount: Number(best.cryptoAmount) },
    });
    expect(await btc(t)).toBeCloseTo(before + Number(best.cryptoAmount), 10);
    const other = await createSession(sim);
    expect((await pay(other.token, best.quoteId)).json()).toMatchObject({ success: false, message: 'quoteId: quote already paid' });
    const ledger = (await call(sim, '/api/v3/asset/token/history?token=BTC&type=DEPOSIT', { headers: auth(t) })).json().data.rows as {
      amount: number;
    }[];
    expect(ledger.map((r) => r.amount)).toContain(Number(best.cryptoAmount));
    const purchases = (await call(sim, '/api/v3/asset/onramp/purchases', { headers: auth(t) })).json().data.rows;
    expect(purchases).toHaveLength(1);
    expect(purchases[0].sourceAddress).toContain('****4242');
  });

  it('accepts only the test cards, and at most 20,000 USD a UTC day per account (purchases of 20 to 20,000 each)', async () => {
    const { token: t } = await createSession(sim);
    const before = await btc(t);
    const offer = async (amount: string, fiat = 'USD') =>
      (await quotes(`fiat=${fiat}&crypto=BTC&fiatAmount=${amount}`)).data.rows[0] as { quoteId: number; cryptoAmount: string };
    // a real, Luhn-valid card number is not a test card
    const real = await pay(t, (await offer('100')).quoteId, { ...CARD, number: '4111 1111 1111 1111' });
    expect(real.json()).toMatchObject({
      success: false,
      code: -1005,
      message: "card.number: only the simulator's test cards are accepted",
    });
    expect(await btc(t)).toBe(before);
    // 15,000 USD, then 5,000 EUR = 5,400 USD: 15,000 + 5,400 = 20,400 > 20,000, refused; 5,000 USD = 20,000 exactly, paid
    const first = await offer('15000');
    expect((await pay(t, first.quoteId, { ...CARD, number: '5555 5555 5555 4444' })).json().success).toBe(true);
    const over = (await pay(t, (await offer('5000', 'EUR')).quoteId)).json();
    expect(over).toMatchObject({
      success: false,
      code: -1005,
      message: 'fiatAmount: over the daily card limit of 20000 USD (5000.00 USD left today)',
    });
    expect(await btc(t)).toBeCloseTo(before + Number(first.cryptoAmount), 10);
    const last = await offer('5000');
    expect((await pay(t, last.quoteId)).json().success).toBe(true);
    expect((await pay(t, (await offer('20')).quoteId)).json()).toMatchObject({
      success: false,
      message: 'fiatAmount: over the daily card limit of 20000 USD (0.00 USD left today)',
    });
    expect(await btc(t)).toBeCloseTo(before + Number(first.cryptoAmount) + Number(last.cryptoAmount), 10);
  });
});
