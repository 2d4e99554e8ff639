import { childProbe, tempDataDir } from '../support/child-probe';

const probe = childProbe('trading-probe.ts');

describe('trading state in PGlite survives a simulator restart (child processes)', () => {
  const data = tempDataDir('sim-trading-');

  it('keeps orders, fills and balances; the open order is back in the public book', async () => {
    const placed = await probe(data.path, 'place');
    expect(placed.limit.success).toBe(true);
    expect(placed.market.success).toBe(true);
    const read = await probe(data.path, 'read', placed.token);
    expect(read.orders.meta.total).toBe(2);
    expect(read.orders.rows.map((r: { status: string }) => r.status).sort()).toEqual(['FILLED', 'NEW']);
    expect(read.balances).toEqual(placed.balances.map((b: object) => ({ ...b, timestamp: expect.any(Number), markPrice: expect.any(Number) })));
    expect(read.byClient.data).toMatchObject({ clientOrderId: 9, status: 'NEW', price: Number(placed.price) });
    expect(read.bids.some((l: { price: number }) => l.price === Number(placed.price))).toBe(true);
  }, 120_000);
});
