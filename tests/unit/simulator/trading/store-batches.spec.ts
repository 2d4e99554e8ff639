import { childProbe, tempDataDir } from '../support/child-probe';

const probe = childProbe('batch-probe.ts');

describe('a write batch in PGlite, in one multi-row statement (child processes)', () => {
  const data = tempDataDir('sim-batches-');

  it('stores the last state of a row written twice, every row of a batch past one statement, and deletes removed rows', async () => {
    expect(await probe(data.path, 'write')).toEqual({ written: true });
    const read = await probe(data.path, 'read');
    expect(read.accounts).toEqual([{ userId: 1, leverage: 20, createdTime: 1_700_000_000_000, positionMode: 'HEDGE_MODE' }]);
    // 252 orders, order 10's last state (both of its rows in one insert)
    expect(read.orders).toBe(252);
    expect(read.order10).toBe('FILLED');
    expect(read.fills).toEqual([8_450, 1, 9_000]);
    expect(read.balances).toEqual([
      { userId: 1, token: 'USDT', holding: '7.5', frozen: '1.25' },
      { userId: 1, token: 'BTC', holding: '1', frozen: '0' },
    ]);
    expect(read.ledger).toEqual([
      [1, 'BTC', '1', null],
      [11, 'USDT', '5', '5'],
      [12, 'USDT', '2.5', '7.5'],
    ]);
    expect(read.growth).toEqual([
      ['1', { id: 1 }],
      ['3', { id: 3, read: true }],
      ['4', { id: 4 }],
    ]);
    expect(read.copy).toEqual([
      ['copy', 'k1'],
      ['order', 'c1'],
    ]);
  }, 120_000);
});
