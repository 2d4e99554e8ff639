import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

const PERP = 'PERP_BTC_USDT';

describe('leverage and margin REST (v3, bearer session)', () => {
  let sim: RunningSimulator;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const send = (method: 'GET' | 'PUT' | 'POST', path: string, payload?: unknown) =>
    call(sim, `/api${path}`, { method, headers: auth(), payload });

  beforeAll(async () => {
    sim = await testSimulator();
    token = (await createSession(sim)).token;
  });
  afterAll(() => sim.close());

  it('GET and PUT /v3/futures/leverage per symbol; the tiers cap the leverage', async () => {
    expect((await send('GET', `/v3/futures/leverage?symbol=${PERP}`)).json()).toMatchObject({
      success: true,
      data: {
        symbol: PERP,
        marginMode: 'CROSS',
        positionMode: 'ONE_WAY',
        details: [
          { positionSide: 'LONG', leverage: 10 },
          { positionSide: 'SHORT', leverage: 10 },
        ],
      },
    });
    expect((await send('PUT', '/v3/futures/leverage', { symbol: PERP, marginMode: 'ISOLATED', leverage: 20 })).json().data).toEqual({
      symbol: PERP,
      marginMode: 'ISOLATED',
      leverage: 20,
    });
    expect((await send('GET', `/v3/futures/leverage?symbol=${PERP}`)).json().data).toEqual({
      symbol: PERP,
      marginMode: 'ISOLATED',
      positionMode: 'ONE_WAY',
      details: [
        { positionSide: 'LONG', leverage: 20 },
        { positionSide: 'SHORT', leverage: 20 },
      ],
    });
    const tooHigh = await send('PUT', '/v3/futures/leverage', { symbol: PERP, marginMode: 'ISOLATED', leverage: 51 });
    expect([tooHigh.statusCode, tooHigh.json().code, tooHigh.json().message]).toEqual([
      400,
      -1005,
      'leverage: Leverage must be a whole number from 1 to 50',
    ]);
  });

  it('an isolated position row carries its side, mode, leverage and isolated margin; ADD/REDUCE adjust it', async () => {
    await control(sim, '/__control/trading/mark-price', { symbol: PERP, price: '60000' });
    const placed = await send('POST', '/v3/trade/order', { symbol: PERP, side: 'BUY', type: 'MARKET', quantity: 0.01 });
    expect(placed.json().success).toBe(true);
    const rows = (await send('GET', '/v3/futures/positions')).json().data.positions;
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({ symbol: PERP, positionSide: 'BOTH', marginMode: 'ISOLATED', leverage: 20, holding: '0.01' });
    // isolated margin ≈ 0.01 × fill price ÷ 20 (fills near the book, not the fixed mark)
    expect(Number(row.isolatedMarginAmount)).toBeGreaterThan(25);
    const added = await send('POST', '/v3/account/isolatedMargin/margin', { symbol: PERP, adjustAmount: 100, action: 'ADD' });
    expect(added.json().data).toEqual({
      symbol: PERP,
      positionSide: 'BOTH',
      isolatedMarginAmount: new Decimal(row.isolatedMarginAmount).plus(100).toNumber(),
    });
    // the initial margin at the mark is 0.01 × 60000 ÷ 20 = 30
    const refused = await send('POST', '/v3/account/isolatedMargin/margin', { symbol: PERP, adjustAmount: 1000, action: 'REDUCE' });
    expect(refused.json().code).toBe(-1012);
    expect(refused.json().message).toMatch(/^adjustAmount: at most \d+\.\d\d USDT can be removed$/);
  });

  it('PUT /v3/futures/positionMode is refused with a position; account info tells the mode', async () => {
    expect((await send('GET', '/v3/account/info')).json().data.positionMode).toBe('ONE_WAY');
    const refused = await send('PUT', '/v3/futures/positionMode', { positionMode: 'HEDGE_MODE' });
    expect(refused.json()).toMatchObject({ success: false, code: -1012 });
    const fresh = (await createSession(sim)).token;
    const switched = await call(sim, '/api/v3/futures/positionMode', {
      method: 'PUT',
      headers: { authorization: `Bearer ${fresh}` },
      payload: { positionMode: 'HEDGE_MODE' },
    });
    expect(switched.json().data).toEqual({ positionMode: 'HEDGE_MODE' });
    expect((await call(sim, '/api/v3/account/info', { headers: { authorization: `Bearer ${fresh}` } })).json().data.positionMode).toBe(
      'HEDGE_MODE',
    );
  });
});
