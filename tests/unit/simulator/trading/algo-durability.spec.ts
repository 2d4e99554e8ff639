import { childProbe, tempDataDir } from '../support/child-probe';

const probe = childProbe('algo-probe.ts');

describe('algo orders in PGlite survive a simulator restart (child processes)', () => {
  const data = tempDataDir('sim-algo-');

  it('reloads the waiting stop (it fires after the restart) and keeps the cancelled one', async () => {
    const placed = await probe(data.path, 'place');
    expect(placed.waiting.success).toBe(true);
    const id = placed.waiting.data.rows[0].algoOrderId;
    const read = await probe(data.path, 'read', placed.token);
    expect(read.before.rows.map((r: { algoOrderId: number; algoStatus: string }) => [r.algoOrderId, r.algoStatus])).toEqual([
      [placed.cancelled.data.rows[0].algoOrderId, 'CANCELLED'],
      [id, 'NEW'],
    ]);
    expect(read.waitingOn).toBe(1);
    expect(read.after.rows).toEqual([
      expect.objectContaining({ algoOrderId: id, algoStatus: 'FILLED', isTriggered: true, totalExecutedQuantity: 0.1 }),
    ]);
  }, 120_000);
});
