import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

const auth = (t: string) => ({ authorization: `Bearer ${t}` });
const G = '/api/copy-trading-gateway';

/** ADR 0022 amendment: the COPY_FEE of every filled copied order, and copiers whose account is in hedge mode. */
describe('copy trading: the copy fee and hedge-mode copiers', () => {
  let sim: RunningSimulator;
  const get = (path: string, t: string) => call(sim, path, { headers: auth(t) });
  const send = (method: 'POST' | 'PUT', path: string, t: string, payload: unknown) =>
    call(sim, path, { method, headers: auth(t), payload });
  const settings = { mode: 'FIXED_RATIO', amount: 1000, ratio: 0.5, leverageMode: 'FIXED', leverage: 5, symbols: [], maxSlippage: 0.03 };

  beforeAll(async () => {
    sim = await testSimulator({ seed: 'copy-fee' });
  });
  afterAll(() => sim.close());

  async function leadAndCopier() {
    const lead = await createSession(sim);
    const uuid = (
      await send('POST', `${G}/private/lead-trader/apply`, lead.token, { profitShare: 0.1, minCopyAmount: 10, maxCopiers: 10 })
    ).json().data.uuid as string;
    const copier = await createSession(sim);
    return { uuid, copier: copier.token };
  }
  const history = async (t: string, copyId: number) => (await get(`${G}/private/copies/${copyId}/history`, t)).json().data.rows;
  const ledger = async (t: string) =>
    (await get('/api/v3/asset/token/history?type=COPY_FEE', t)).json().data.rows as {
      amount: number;
      token: string;
      type: string;
      balanceAfter: number;
    }[];
  const usdt = async (t: string) =>
    ((await get('/api/v3/asset/balances', t)).json().data.holding as { token: string; holding: number }[]).find((r) => r.token === 'USDT')!
      .holding;

  it("charges 2 bps of each filled copied order's notional, rounded up to 0.01 USDT, in the ledger and in the copy's PnL", async () => {
    const { uuid, copier } = await leadAndCopier();
    const copyId = (await send('POST', `${G}/private/copies`, copier, { ...settings, leadUuid: uuid })).json().data.copyId as number;
    const before = await usdt(copier);
    await control(sim, '/copy/lead-order', { uuid, symbol: 'PERP_BTC_USDT', side: 'BUY', quantity: 0.01 });
    const [open] = await history(copier, copyId);
    expect(open).toMatchObject({ kind: 'OPEN', status: 'FILLED', executedQuantity: 0.005 });
    // 0.005 BTC at the copier's average price, × 0.0002, rounded up to a cent (e.g. at 60,000: 300 × 0.0002 = 0.06)
    const fee = new Decimal(open.executedPrice).times('0.005').times('0.0002').toDecimalPlaces(2, Decimal.ROUND_UP).toNumber();
    expect(fee).toBeGreaterThan(0);
    expect(open.copyFee).toBe(fee);
    const rows = await ledger(copier);
    expect(rows).toEqual([expect.objectContaining({ token: 'USDT', type: 'COPY_FEE', amount: -fee })]);
    // the balance moved by the trading fee and the copy fee; the row's balanceAfter is the holding right after it
    const copy = (await get(`${G}/private/copies`, copier)).json().data.rows[0];
    expect(copy.copyFees).toBe(fee);
    expect(new Decimal(before).minus(copy.fees).minus(fee).toNumber()).toBeCloseTo(await usdt(copier), 6); // the wire rounds to 8 places
    expect(rows[0]!.balanceAfter).toBe(await usdt(copier));
    // realised PnL is net of both fees: nothing closed yet, so it is −(trading fee + copy fee)
    expect(copy.realizedPnl).toBe(new Decimal(copy.fees).plus(fee).neg().toNumber());

    await send('POST', `${G}/private/copies/${copyId}/stop`, copier, { closePositions: true });
    const [stop] = await history(copier, copyId);
    expect(stop).toMatchObject({ kind: 'STOP', status: 'FILLED' });
    expect(stop.copyFee).toBe(
      new Decimal(stop.executedPrice).times('0.005').times('0.0002').toDecimalPlaces(2, Decimal.ROUND_UP).toNumber(),
    );
    expect((await ledger(copier)).map((r) => r.amount).sort()).toEqual([-fee, -stop.copyFee].sort());
  });

  it('a skipped fill pays no copy fee', async () => {
    const { uuid, copier } = await leadAndCopier();
    const copyId = (await send('POST', `${G}/private/copies`, copier, { ...settings, leadUuid: uuid, symbols: ['PERP_ETH_USDT'] })).json()
      .data.copyId as number;
    await control(sim, '/copy/lead-order', { uuid, symbol: 'PERP_BTC_USDT', side: 'BUY', quantity: 0.01 });
    expect((await history(copier, copyId))[0]).toMatchObject({ status: 'SKIPPED', copyFee: null });
    expect(await ledger(copier)).toEqual([]);
  });

  it('copies into a hedge-mode account: opens carry LONG / SHORT by side, closes the side the copy holds', async () => {
    const { uuid, copier } = await leadAndCopier();
    expect((await send('PUT', '/api/v3/futures/positionMode', copier, { positionMode: 'HEDGE_MODE' })).json().success).toBe(true);
    const copyId = (await send('POST', `${G}/private/copies`, copier, { ...settings, leadUuid: uuid })).json().data.copyId as number;
    const positions = async () =>
      (
        (await get('/api/v3/futures/positions', copier)).json().data.positions as {
          symbol: string;
          holding: number;
          positionSide: string;
        }[]
      )
        .filter((p) => p.holding !== 0)
        .map((p) => ({ symbol: p.symbol, holding: p.holding, positionSide: p.positionSide }));

    await control(sim, '/copy/lead-order', { uuid, symbol: 'PERP_BTC_USDT', side: 'BUY', quantity: 0.01 });
    await control(sim, '/copy/lead-order', { uuid, symbol: 'PERP_ETH_USDT', side: 'SELL', quantity: 0.2 });
    expect((await history(copier, copyId)).map((r: { status: string }) => r.status)).toEqual(['FILLED', 'FILLED']);
    expect(await positions()).toEqual(
      expect.arrayContaining([
        { symbol: 'PERP_BTC_USDT', holding: '0.005', positionSide: 'LONG' },
        { symbol: 'PERP_ETH_USDT', holding: '-0.1', positionSide: 'SHORT' },
      ]),
    );
    // the lead closes half its long: the copy sells 0.0025 of its LONG (not a new SHORT)
    await control(sim, '/copy/lead-order', { uuid, symbol: 'PERP_BTC_USDT', side: 'SELL', quantity: 0.005 });
    expect((await history(copier, copyId))[0]).toMatchObject({ kind: 'CLOSE', status: 'FILLED', side: 'SELL', executedQuantity: 0.0025 });
    // the lead trader's page: its figures, open positions and closes
    const leadPage = (path: string) => call(sim, `${G}/public/lead-traders/${uuid}${path}`).then((r) => r.json().data);
    expect(await leadPage('?period=7')).toMatchObject({ uuid, period: 7, copiers: 1 });
    expect((await leadPage('/positions')).rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ symbol: 'PERP_BTC_USDT', holding: 0.005 })]),
    );
    expect((await leadPage('/position-history')).rows[0]).toMatchObject({ symbol: 'PERP_BTC_USDT', side: 'SELL', closedQuantity: 0.005 });
    // stopping closes both sides
    await send('POST', `${G}/private/copies/${copyId}/stop`, copier, { closePositions: true });
    expect(await positions()).toEqual([]);
  });
});
