import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

const auth = (t: string) => ({ authorization: `Bearer ${t}` });
const G = '/api/copy-trading-gateway';

/** A running copy's terms are fixed at its start, and no charge goes beyond what may leave the copier's account. */
describe('copy trading fairness (ADR 0025)', () => {
  let sim: RunningSimulator;
  const send = (method: 'POST' | 'PUT', path: string, t: string, payload: unknown) =>
    call(sim, path, { method, headers: auth(t), payload });
  const settings = { mode: 'FIXED_RATIO', amount: 1000, ratio: 0.5, leverageMode: 'FIXED', leverage: 5, symbols: [], maxSlippage: 0.03 };
  const shared = async (t: string) =>
    (await call(sim, '/api/v3/asset/token/history?type=COPY_PROFIT_SHARED', { headers: auth(t) }))
      .json()
      .data.rows.map((r: { amount: number }) => r.amount) as number[];
  const usdt = async (t: string) =>
    ((await call(sim, '/api/v3/asset/balances', { headers: auth(t) })).json().data.holding as { token: string; holding: number }[]).find(
      (r) => r.token === 'USDT',
    )!.holding;

  beforeAll(async () => {
    sim = await testSimulator({ seed: 'copy-fair' });
  });
  afterAll(() => sim.close());

  async function copyOf(uuid: string) {
    const copier = await createSession(sim);
    const copyId = (await send('POST', `${G}/private/copies`, copier.token, { ...settings, leadUuid: uuid })).json().data.copyId as number;
    return { copier: copier.token, copyId };
  }

  it("a lead's profit-share change applies to new copies only: the running copy settles at the share it started with", async () => {
    const lead = await createSession(sim);
    const uuid = (
      await send('POST', `${G}/private/lead-trader/apply`, lead.token, { profitShare: 0.2, minCopyAmount: 10, maxCopiers: 10 })
    ).json().data.uuid as string;
    const before = await copyOf(uuid);
    expect(
      (await send('POST', `${G}/private/lead-trader/apply`, lead.token, { profitShare: 0.3, minCopyAmount: 10, maxCopiers: 10 })).json()
        .success,
    ).toBe(true);
    const after = await copyOf(uuid);
    // each copy: a net realised profit of 151.5 − 1.5 = 150 USDT
    for (const c of [before, after])
      Object.assign(sim.simulator.copy.service.state.copies.get(c.copyId)!, { realisedPnl: '151.5', fees: '1.5' });
    await control(sim, '/copy/settle');
    expect(await shared(before.copier)).toEqual([-30]); // 20 % of 150, the terms at its start
    expect(await shared(after.copier)).toEqual([-45]); // 30 % of 150
    expect((await shared(lead.token)).sort((x, y) => x - y)).toEqual([30, 45]);
  });

  it("a profit share never takes more than the copier's available USDT (the leave rule): the balance ends at 0, not below", async () => {
    const lead = await createSession(sim);
    const uuid = (
      await send('POST', `${G}/private/lead-trader/apply`, lead.token, { profitShare: 0.2, minCopyAmount: 10, maxCopiers: 10 })
    ).json().data.uuid as string;
    const { copier, copyId } = await copyOf(uuid);
    expect(await usdt(copier)).toBe(10000); // the demo funds
    // 20 % of a 100,000 USDT profit is 20,000: more than the 10,000 the copier has
    Object.assign(sim.simulator.copy.service.state.copies.get(copyId)!, { realisedPnl: '100000', fees: '0' });
    await control(sim, '/copy/settle');
    expect(await shared(copier)).toEqual([-10000]);
    expect(await usdt(copier)).toBe(0);
  });
});
