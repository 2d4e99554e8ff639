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
    expect(read.balances).toEqual(placed.balances.map((b: object) => ({ ...b, updatedTime: expect.any(Number) })));
    expect(read.byClient.data).toMatchObject({ clientOrderId: 9, status: 'NEW', price: Number(placed.price) });
    expect(read.bids.some((l: { price: string }) => Number(l.price) === Number(placed.price))).toBe(true);
    // the ledger (3 DEPOSIT rows, the market buy's USDT, BTC and fee rows) is stored with ids and balanceAfter; the
    // sell after the restart adds 3 rows with the next ids (7, 8, 9), newest first
    expect(placed.ledger.meta.total).toBe(6);
    expect(read.ledger.meta.total).toBe(9);
    expect(read.ledger.rows.slice(3)).toEqual(placed.ledger.rows);
    expect(read.ledger.rows.map((r: { id: number }) => r.id)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(read.ledger.rows.slice(0, 3).map((r: { type: string; token: string }) => [r.type, r.token])).toEqual([
      ['TRANSACTION_FEE', 'USDT'],
      ['SPOT_TRANSACTION', 'USDT'],
      ['SPOT_TRANSACTION', 'BTC'],
    ]);
    for (const b of read.after as { token: string; holding: number }[]) {
      const latest = (read.ledger.rows as { token: string; balanceAfter: number }[]).find((r) => r.token === b.token);
      expect([b.token, latest?.balanceAfter]).toEqual([b.token, b.holding]);
    }
  }, 120_000);
});
