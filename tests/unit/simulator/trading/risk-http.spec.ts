import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';
import { TestSocket } from '../support/test-socket';

const S = 'PERP_ETH_USDT';

describe('funding and liquidation over HTTP (fundingFee/history, positionHistory, control)', () => {
  let sim: RunningSimulator;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const get = (path: string) => call(sim, `/api${path}`, { headers: auth() });

  let paid = 0;
  let held = 0;

  beforeAll(async () => {
    sim = await testSimulator();
    token = (await createSession(sim)).token;
  });
  afterAll(() => sim.close());

  it('a long pays a positive funding rate: a Pay row in /v3/futures/fundingFee/history (paged, the fee positive as a string)', async () => {
    const placed = await call(sim, '/api/v3/trade/order', {
      method: 'POST',
      headers: auth(),
      payload: { symbol: S, side: 'BUY', type: 'MARKET', quantity: 20 },
    });
    expect(placed.statusCode).toBe(200);
    const row = (await get('/v3/futures/positions')).json().data.positions[0];
    const entry = Number(row.averageOpenPrice);
    held = Number(row.holding);
    expect(held).toBeGreaterThan(5);
    const mark = new Decimal(entry).toFixed();
    await control(sim, '/trading/mark-price', { symbol: S, price: mark });
    sim.simulator.trading.market.overrides.set(S, 'fundingRate', '0.0001');
    const settled = await control(sim, '/trading/funding', { symbol: S });
    expect(settled.json()).toMatchObject({ ok: true, payments: 1 });
    const page = (await get(`/v3/futures/fundingFee/history?symbol=${S}&page=1&size=10`)).json();
    // holding × mark × 0.0001 paid by the long
    expect(page).toMatchObject({ success: true, data: { meta: { total: 1, recordsPerPage: 10, currentPage: 1 } } });
    const fee = new Decimal(held).times(mark).times('0.0001').neg().toNumber();
    const created = page.data.rows[0].createdTime as number;
    expect(page.data.rows[0]).toEqual({
      id: expect.any(Number),
      symbol: S,
      fundingRate: 0.0001,
      markPrice: mark,
      fundingFee: new Decimal(row.holding).times(mark).times('0.0001').toFixed(),
      fundingIntervalHours: 8,
      paymentType: 'Pay',
      status: 'COMPLETED',
      createdTime: created,
      updatedTime: created,
    });
    paid = fee;
  });

  it('a mark at the liquidation price closes the position: the report says LIQUIDATION, the position history says so too', async () => {
    const socket = await TestSocket.open(`${sim.url.replace('http', 'ws')}/v2/ws/private/stream`);
    socket.send({ id: '1', event: 'auth', params: { sessionToken: token } });
    await socket.next((m) => m.event === 'auth');
    socket.send({ id: '2', event: 'subscribe', topic: 'executionreport' });
    await socket.next((m) => m.event === 'subscribe');
    const position = (await get('/v3/futures/positions')).json().data.positions.find((r: { symbol: string }) => r.symbol === S);
    expect(position).toMatchObject({ holding: String(held), adlQuantile: expect.any(Number) });
    const liq = new Decimal(position.estLiqPrice);
    expect(liq.gt(0)).toBe(true);
    const tick = new Decimal(sim.simulator.trading.rules(S).rules.quoteTick);
    const above = liq.div(tick).ceil().times(tick);
    expect((await control(sim, '/trading/mark-price', { symbol: S, price: above.plus(tick).toFixed() })).json()).toEqual({
      ok: true,
      liquidated: 0,
    });
    const insured = async () =>
      (await call(sim, `/api/instrument/v4/public/insuranceFund?symbol=${S}`)).json().data.rows[0].balance as number;
    const insuredBefore = await insured();
    const at = above.minus(tick).toFixed();
    expect((await control(sim, '/trading/mark-price', { symbol: S, price: at })).json()).toEqual({ ok: true, liquidated: 1 });
    const report = await socket.next((m) => m.topic === 'executionreport' && (m.data as { reason?: string }).reason === 'LIQUIDATION');
    expect(report.data).toMatchObject({ symbol: S, side: 'SELL', status: 'FILLED', executedPrice: Number(at), executedQuantity: held });
    socket.close();
    expect((await get('/v3/futures/positions')).json().data.positions.filter((r: { symbol: string }) => r.symbol === S)).toEqual([]);
    const history = (await get('/v3/futures/positionHistory')).json().data;
    expect(history.meta.total).toBe(1);
    expect(history.rows[0]).toMatchObject({
      symbol: S,
      side: 'LONG',
      maxQuantity: held,
      averageClosePrice: Number(at),
      funding: paid,
      closedBy: 'LIQUIDATION',
    });
    const fund = (await call(sim, '/__control/trading/insurance-fund')).json();
    expect(fund.liquidations).toEqual([expect.objectContaining({ symbol: S, side: 'LONG', price: at })]);
    // the public insurance fund of the symbol took the remainder (rounded to cents as the route prints it)
    expect(await insured()).toBeCloseTo(insuredBefore + Number(fund.liquidations[0].toInsuranceFund), 1);
  });

  it('refuses an unknown symbol and a bad page size', async () => {
    expect((await get('/v3/futures/fundingFee/history?symbol=PERP_NOPE_USDT')).json()).toMatchObject({ success: false, code: -1005 });
    expect((await get('/v3/futures/positionHistory?size=0')).statusCode).toBe(400);
  });
});
