import { childProbe, tempDataDir } from '../support/child-probe';

const probe = childProbe('convert-probe.ts');

const holding = (rows: { token: string; holding: number }[], token: string) => rows.find((b) => b.token === token)?.holding;

describe('conversions in PGlite survive a simulator restart (migration 62, child processes)', () => {
  const data = tempDataDir('sim-convert-');

  it('keeps the history and the balances; the used quote stays used', async () => {
    const before = await probe(data.path, 'convert');
    expect(before.trades.rows).toEqual([
      expect.objectContaining({
        quoteId: before.quoteId,
        sellToken: 'BTC',
        sellQuantity: 0.05,
        buyToken: 'USDT',
        buyQuantity: 2495,
        buyPrice: 49900,
      }),
    ]);
    expect(holding(before.balances, 'BTC')).toBe(0.05);
    expect(holding(before.balances, 'USDT')).toBe(12495);
    const after = await probe(data.path, 'read', before.token, String(before.quoteId));
    expect(after.trades).toEqual(before.trades);
    expect(after.again).toMatchObject({ success: false, code: -1005, message: 'quoteId: quote already used' });
    expect(holding(after.balances, 'BTC')).toBe(0.05);
    expect(holding(after.balances, 'USDT')).toBe(12495);
  }, 120_000);
});
