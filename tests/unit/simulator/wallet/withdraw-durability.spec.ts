import { childProbe, tempDataDir } from '../support/child-probe';

const probe = childProbe('withdraw-probe.ts');

describe('a withdrawal in PGlite survives a restart mid-way (migrations 61, 63; child processes)', () => {
  const data = tempDataDir('sim-withdraw-');

  it('finishes after the restart and debits exactly once; the address book is kept', async () => {
    const first = await probe(data.path, 'send', '1');
    expect(first.history).toHaveLength(1);
    expect(first.history[0]).toMatchObject({ status: 'PROCESSING', amount: '100.00000000', feeAmount: '1', tokenSide: 'WITHDRAW' });
    expect(first.usdt).toMatchObject({
      holding: first.startBalance.holding,
      frozen: 101,
      availableBalance: first.startBalance.holding - 101,
    });
    expect(first.book).toMatchObject([{ label: 'Cold', network: 'TRON' }]);
    // a new process on the same data: one more step completes it (and debits it)
    const second = await probe(data.path, 'steps', '1', first.token);
    expect(second.history[0]).toMatchObject({ status: 'COMPLETED' });
    expect(second.usdt).toMatchObject({ holding: first.startBalance.holding - 101, frozen: 0 });
    expect(second.debits.sort()).toEqual([
      ['TRANSACTION_FEE', -1],
      ['WITHDRAW', -100],
    ]);
    // another restart with more steps debits nothing more
    const third = await probe(data.path, 'steps', '3', first.token);
    expect(third.usdt).toMatchObject({ holding: second.usdt.holding, frozen: 0 });
    expect(third.debits).toHaveLength(2);
    expect(third.history).toEqual(second.history);
    expect(third.book).toEqual(first.book);
  }, 180_000);
});
