import Decimal from 'decimal.js';
import { MarketEngine } from '../../../../simulator/market/market-engine';
import type { RunningSimulator } from '../../../../simulator/server';
import { MemoryTradingRepository } from '../../../../simulator/trading/records';
import { TradingEngine } from '../../../../simulator/trading/trading-engine';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';
import { harness, T0 } from './engine-harness';

const PERP = 'PERP_ETH_USDT';

/**
 * Every balance move is a ledger row (fill-book.ts `book`): after a spot buy and sell, a perpetual opened and closed
 * and a funding payment, each holding equals the sum of its rows, and each row's balanceAfter the running sum.
 * The fills come from the seeded synthetic book (seed 42): prices below are what it gives, the rest hand-computed.
 */
describe('the ledger: one row per balance move', () => {
  it('trades, fees, realised PnL and funding add up to the balances (hand-checked)', async () => {
    const h = await harness();
    h.place(1, { side: 'BUY', type: 'MARKET', quantity: '0.001' }); // 0.001 @ 65635.5 = 65.6355 USDT; fee 5 bps of 0.001 BTC
    h.place(1, { side: 'SELL', type: 'MARKET', quantity: '0.0005' }); // 0.0005 @ 65633.5 = 32.81675; fee 0.016408375 USDT
    h.trading.place(1, { symbol: PERP, side: 'BUY', type: 'MARKET', quantity: '0.2' }); // 0.1855 @ 3451.49 + 0.0145 @ 3451.6
    h.trading.markOverrides.set(PERP, '3000');
    h.trading.market.overrides.set(PERP, 'fundingRate', '0.0001');
    expect(h.trading.risk.settleFunding(PERP)).toBe(1);
    h.trading.place(1, { symbol: PERP, side: 'SELL', type: 'MARKET', quantity: '0.2' }); // 0.2 @ 3451.44
    const a = h.trading.account(1);
    expect(a.ledger.map((l) => [l.id, l.token, l.type, l.amount, l.balanceAfter])).toEqual([
      [1, 'USDT', 'DEPOSIT', '10000', '10000'],
      [2, 'BTC', 'DEPOSIT', '0.1', '0.1'],
      [3, 'ETH', 'DEPOSIT', '1', '1'],
      [4, 'USDT', 'SPOT_TRANSACTION', '-65.6355', '9934.3645'],
      [5, 'BTC', 'SPOT_TRANSACTION', '0.001', '0.101'],
      [6, 'BTC', 'TRANSACTION_FEE', '-0.0000005', '0.1009995'], // 0.001 × 0.0005
      [7, 'BTC', 'SPOT_TRANSACTION', '-0.0005', '0.1004995'],
      [8, 'USDT', 'SPOT_TRANSACTION', '32.81675', '9967.18125'],
      [9, 'USDT', 'TRANSACTION_FEE', '-0.016408375', '9967.164841625'], // 32.81675 × 0.0005
      [10, 'USDT', 'TRANSACTION_FEE', '-0.3201256975', '9966.8447159275'], // 3451.49 × 0.1855 = 640.251395 × 0.0005
      [11, 'USDT', 'TRANSACTION_FEE', '-0.0250241', '9966.8196918275'], // 3451.6 × 0.0145 = 50.0482 × 0.0005
      [12, 'USDT', 'FUNDING_FEE', '-0.06', '9966.7596918275'], // 0.2 × 3000 × 0.0001
      // average open (640.251395 + 50.0482) / 0.2 = 3451.497975; (3451.44 − 3451.497975) × 0.2
      [13, 'USDT', 'REALIZED_PNL', '-0.011595', '9966.7480968275'],
      [14, 'USDT', 'TRANSACTION_FEE', '-0.345144', '9966.4029528275'], // 3451.44 × 0.2 = 690.288 × 0.0005
    ]);
    const sums = new Map<string, Decimal>();
    for (const l of a.ledger) sums.set(l.token, (sums.get(l.token) ?? new Decimal(0)).plus(l.amount));
    expect([...a.balances].map(([token, b]) => [token, b.holding.toFixed()])).toEqual([
      ['USDT', '9966.4029528275'],
      ['BTC', '0.1004995'],
      ['ETH', '1'],
    ]);
    for (const [token, b] of a.balances) expect([token, sums.get(token)!.toFixed()]).toEqual([token, b.holding.toFixed()]);
    // the other side of the perpetual trades is the synthetic market: only account 1 has rows
    expect(h.trading.deposits.every((l) => l.userId === 1)).toBe(true);
  });
});

describe("the ledger's times", () => {
  it("a first order's rows are never older than the demo deposits its account is made with", async () => {
    // a clock that is a millisecond later at every read: the order's time is read after the account exists
    let t = T0;
    const trading = new TradingEngine(
      new MarketEngine(42, T0),
      new MemoryTradingRepository(),
      { clock: () => (t += 1) },
      {
        wants: () => false,
        publish: () => undefined,
      },
    );
    await trading.start();
    trading.place(7, { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: '0.001' });
    const rows = trading.account(7).ledger.map((l) => ({ type: l.type, createdTime: l.createdTime }));
    expect(rows.map((r) => r.type)).toEqual(['DEPOSIT', 'DEPOSIT', 'DEPOSIT', 'SPOT_TRANSACTION', 'SPOT_TRANSACTION', 'TRANSACTION_FEE']);
    const deposited = rows[0].createdTime;
    expect(rows.slice(0, 3).every((r) => r.createdTime === deposited)).toBe(true);
    expect(rows.slice(3).every((r) => r.createdTime > deposited)).toBe(true);
  });
});

describe('GET /v3/asset/token/history and /usercenter/account/wallet/info', () => {
  let sim: RunningSimulator;
  let token: string;
  const get = (path: string) => call(sim, `/api${path}`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    sim = await testSimulator();
    token = (await createSession(sim)).token;
    const placed = await call(sim, '/api/v3/trade/order', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      payload: { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.001 },
    });
    expect(placed.statusCode).toBe(200);
  });
  afterAll(() => sim.close());

  it('pages the rows newest first with the v3 meta, numbers on the wire', async () => {
    const body = (await get('/v3/asset/token/history?page=1&size=2')).json();
    expect(body).toMatchObject({ success: true, data: { meta: { total: 6, recordsPerPage: 2, currentPage: 1 } } });
    expect(body.data.rows).toEqual([
      {
        id: 6,
        token: 'BTC',
        type: 'TRANSACTION_FEE',
        amount: -0.0000005,
        balanceAfter: expect.any(Number),
        createdTime: expect.any(Number),
      },
      { id: 5, token: 'BTC', type: 'SPOT_TRANSACTION', amount: 0.001, balanceAfter: expect.any(Number), createdTime: expect.any(Number) },
    ]);
    // BTC: 0.1 + 0.001 − 0.0000005
    expect(body.data.rows[0].balanceAfter).toBe(0.1009995);
    const last = (await get('/v3/asset/token/history?page=3&size=2')).json().data.rows;
    expect(last.map((r: { id: number; type: string; amount: number }) => [r.id, r.type, r.amount])).toEqual([
      [2, 'DEPOSIT', 0.1],
      [1, 'DEPOSIT', 10000],
    ]);
  });

  it('filters by token, type and time', async () => {
    const usdt = (await get('/v3/asset/token/history?token=USDT')).json().data;
    expect(usdt.rows.map((r: { type: string }) => r.type)).toEqual(['SPOT_TRANSACTION', 'DEPOSIT']);
    const deposits = (await get('/v3/asset/token/history?type=DEPOSIT')).json().data;
    expect(deposits.rows.map((r: { token: string; amount: number }) => [r.token, r.amount])).toEqual([
      ['ETH', 1],
      ['BTC', 0.1],
      ['USDT', 10000],
    ]);
    const created = deposits.rows[0].createdTime as number;
    expect((await get(`/v3/asset/token/history?startTime=${created + 3_600_000}`)).json().data.meta.total).toBe(0);
    expect((await get(`/v3/asset/token/history?endTime=${created - 1}`)).json().data.meta.total).toBe(0);
  });

  it('refuses a bad type or token and a missing session', async () => {
    const bad = await get('/v3/asset/token/history?type=GIFT');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: -1005 });
    expect((await get('/v3/asset/token/history?token=usdt;drop')).statusCode).toBe(400);
    expect((await call(sim, '/api/v3/asset/token/history')).statusCode).toBe(401);
    expect((await call(sim, '/api/usercenter/account/wallet/info')).statusCode).toBe(401);
  });

  it('wallet/info: the wallet mode, the tokens held and whether a deposit arrived', async () => {
    const info = (await get('/usercenter/account/wallet/info')).json();
    expect(info).toMatchObject({
      success: true,
      data: { walletMode: 'UNIFIED', tokens: ['BTC', 'ETH', 'USDT'], hasDeposit: true, ledgerRows: 6, openPositions: 0 },
    });
    const other = (await control(sim, '/sessions', { alias: 'other' })).json() as { token: string };
    const fresh = (await call(sim, '/api/usercenter/account/wallet/info', { headers: { authorization: `Bearer ${other.token}` } })).json();
    expect(fresh.data.ledgerRows).toBe(3);
  });
});

describe('the ledger of a spot margin account', () => {
  let sim: RunningSimulator;
  afterAll(() => sim.close());

  it('a borrow at the fill is a CREDIT row, accrued interest an INTEREST row (a debt), a repaid principal a CREDIT row', async () => {
    sim = await testSimulator();
    const { token } = await createSession(sim);
    const headers = { authorization: `Bearer ${token}` };
    const get = async (path: string) => (await call(sim, `/api${path}`, { headers })).json().data;
    const post = async (path: string, payload: unknown) => (await call(sim, `/api${path}`, { method: 'POST', headers, payload })).json();
    const sums = async () => {
      const rows = (await get('/v3/asset/token/history?size=500')).rows as { token: string; amount: number }[];
      const by = new Map<string, Decimal>();
      for (const r of rows) by.set(r.token, (by.get(r.token) ?? new Decimal(0)).plus(r.amount));
      return by;
    };
    const holding = async (t: string) =>
      new Decimal(
        ((await get('/v3/asset/balances')).holding as { token: string; holding: number }[]).find((b) => b.token === t)?.holding ?? 0,
      );
    const owed = async () => new Decimal(((await get('/v3/spotMargin/maxMargin?token=USDT')).rows[0] as { interest: number }).interest);

    expect((await post('/v3/spotMargin/leverage', { leverage: 3 })).success).toBe(true);
    expect((await post('/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', amount: 15000 })).success).toBe(true);
    const borrowed = new Decimal(((await get('/v3/spotMargin/maxMargin?token=USDT')).rows[0] as { borrowed: number }).borrowed);
    const credits = (await get('/v3/asset/token/history?type=CREDIT')).rows as { amount: number }[];
    expect(credits.reduce((s, r) => s.plus(r.amount), new Decimal(0)).toNumber()).toBe(borrowed.toNumber());
    // the USDT rows add up to the holding (0: everything spent, the shortfall borrowed)
    expect((await sums()).get('USDT')!.toNumber()).toBe((await holding('USDT')).toNumber());

    await control(sim, '/trading/spot-interest', { hours: 1 });
    const interest = await owed();
    expect(interest.gt(0)).toBe(true);
    const [row] = (await get('/v3/asset/token/history?type=INTEREST')).rows as { amount: number; balanceAfter: number }[];
    // a debt: the holding does not move, so the rows add up to holding − unpaid interest
    expect(row).toMatchObject({ amount: interest.neg().toNumber(), balanceAfter: (await holding('USDT')).minus(interest).toNumber() });
    expect((await sums()).get('USDT')!.toNumber()).toBe((await holding('USDT')).minus(interest).toNumber());

    expect((await post('/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: 0.02 })).success).toBe(true);
    const repaid = (await post('/v3/spotMargin/interestRepay', { token: 'USDT', amount: 100 })).data as { principalRepaid: number };
    const [last] = (await get('/v3/asset/token/history?type=CREDIT&size=1')).rows as { amount: number }[];
    expect(last.amount).toBe(-repaid.principalRepaid);
    // interest paid: the rows add up to the holding again
    expect((await owed()).toNumber()).toBe(0);
    expect((await sums()).get('USDT')!.toNumber()).toBe((await holding('USDT')).toNumber());
    for (const t of ['BTC', 'ETH']) expect([t, (await sums()).get(t)!.toNumber()]).toEqual([t, (await holding(t)).toNumber()]);
  });
});
