import { childProbe, tempDataDir } from '../support/child-probe';

const probe = childProbe('risk-probe.ts');

describe('funding, liquidation and the insurance fund in PGlite survive a restart (migration 53, child processes)', () => {
  const data = tempDataDir('sim-risk-');

  it('keeps the funding row, the closed position and the fund; the ledger rows are read back', async () => {
    const before = await probe(data.path, 'liquidate');
    expect(before.funding).toMatchObject({ ok: true, payments: 1 });
    expect(before.liquidation).toEqual({ ok: true, liquidated: 1 });
    expect(before.ledger).toEqual(expect.arrayContaining(['DEPOSIT', 'FUNDING_FEE', 'LIQUIDATION']));
    const after = await probe(data.path, 'read', before.token);
    expect(after.funding.rows).toEqual([expect.objectContaining({ symbol: 'PERP_ETH_USDT', fundingRate: 0.0001, paymentType: 'Pay' })]);
    expect(after.positions.rows).toEqual([expect.objectContaining({ symbol: 'PERP_ETH_USDT', side: 'LONG', closedBy: 'LIQUIDATION' })]);
    expect(after.fund).toBe(before.fund);
    expect(after.ledger).toEqual(before.ledger);
  }, 180_000);
});
