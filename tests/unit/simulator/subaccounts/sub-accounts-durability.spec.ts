import { childProbe, tempDataDir } from '../support/child-probe';

const probe = childProbe('subaccount-probe.ts');

const holding = (rows: { token: string; holding: number }[], token: string) => rows.find((b) => b.token === token)?.holding ?? 0;

describe('sub-accounts, transfers and wallet settings in PGlite survive a restart (migrations 67, 68, child processes)', () => {
  const data = tempDataDir('sim-subacct-');

  it('keeps the family, the alias, the transfer with both balances, the collateral switch and the wallet mode', async () => {
    const before = await probe(data.path, 'write');
    expect(before.family.rows.map((r: { name: string; main: boolean }) => [r.name, r.main])).toEqual([
      ['family', true],
      ['Grid 2', false],
    ]);
    expect(holding(before.balances, 'USDT')).toBe(9900);
    const after = await probe(data.path, 'read', before.token);
    expect(after.family).toEqual(before.family);
    expect(after.transfers).toEqual(before.transfers);
    expect(after.transfers.rows).toEqual([
      expect.objectContaining({
        token: 'USDT',
        amount: '100',
        status: 'COMPLETED',
        to: expect.objectContaining({ accountName: 'Grid 2' }),
      }),
    ]);
    expect(holding(after.balances, 'USDT')).toBe(9900);
    expect(after.collateral.walletMode).toBe('MULTI');
    expect(after.collateral.rows.find((r: { token: string }) => r.token === 'BTC')).toMatchObject({ enabled: false });
    // MULTI without BTC: 9,900 USDT + 1 ETH × 3,000 × 0.95 = 12,750
    expect(after.collateral.collateralValue).toBe(12750);
    // the sub-account restarts as it was: its alias, its 100 USDT, no demo funds
    expect(after.sub.info).toMatchObject({ main: false, alias: 'Grid 2' });
    expect(after.sub.balances.filter((r: { holding: number }) => r.holding !== 0)).toEqual([
      expect.objectContaining({ token: 'USDT', holding: 100 }),
    ]);
  }, 120_000);
});
