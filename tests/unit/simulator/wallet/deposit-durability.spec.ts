import { childProbe, tempDataDir } from '../support/child-probe';

const probe = childProbe('deposit-probe.ts');

describe('a deposit in PGlite survives a restart mid-confirmations (migration 61, child processes)', () => {
  const data = tempDataDir('sim-deposit-');

  it('finishes after the restart and credits exactly once', async () => {
    const first = await probe(data.path, 'arrive', '1');
    expect(first.history).toHaveLength(1);
    expect(first.history[0]).toMatchObject({
      status: 'CONFIRMING',
      confirmedNumber: 1,
      confirmingThreshold: 3,
      amount: '100.00000000',
      token: 'TRON_USDT',
    });
    expect(first.usdt).toBe(first.startBalance);
    // a new process on the same data: two more blocks complete it (and credit it)
    const second = await probe(data.path, 'blocks', '2', first.token);
    expect(second.history[0]).toMatchObject({ status: 'COMPLETED', confirmedNumber: 3 });
    expect(second.usdt).toBe(first.startBalance + 100);
    expect(second.hasDeposit).toBe(true);
    // and another restart with more blocks credits nothing more
    const third = await probe(data.path, 'blocks', '3', first.token);
    expect(third.usdt).toBe(first.startBalance + 100);
    expect(third.history).toEqual(second.history);
  }, 180_000);
});
