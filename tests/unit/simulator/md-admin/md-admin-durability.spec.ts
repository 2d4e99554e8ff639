import { childProbe, tempDataDir } from '../support/child-probe';

const probe = childProbe('md-admin-probe.ts');

describe('the market-data admin in PGlite survives a simulator restart (child processes, migration 55)', () => {
  const data = tempDataDir('sim-md-admin-');

  it('keeps the grant, the overrides (public rows and trading engine) and the audit log', async () => {
    expect(await probe(data.path, 'set')).toEqual({ mark: true, cap: true });
    const read = await probe(data.path, 'read');
    expect(read.roles).toEqual(['MD_ADMIN']);
    expect(read.mark).toBe(12345.6);
    expect(read.tradingMark).toBe('12345.6');
    expect(read.cap).toEqual({ symbol: 'PERP_BTC_USDT', fundingRateCap: 0.0002 });
    expect(Math.abs(read.funding)).toBeLessThanOrEqual(0.0002);
    expect(read.audit.meta.total).toBe(2);
    expect(read.audit.rows.map((r: { call: string; newValue: number }) => [r.call, r.newValue])).toEqual([
      ['funding_rate_cap', 0.0002],
      ['mark-price', 12345.6],
    ]);
  }, 120_000);
});
