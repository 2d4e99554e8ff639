import { KeyedRows } from '../../../../simulator/trading/keyed-rows';

type Row = { kind: string; id: string; body: number };

describe('a write batch s rows stored by kind and id (simulator/trading/keyed-rows.ts)', () => {
  it('keeps the latest row of a kind and id in the place of its first, kind by kind', () => {
    const rows = new KeyedRows<Row>();
    rows.set({ kind: 'notification', id: '1', body: 1 });
    rows.set({ kind: 'referral', id: '1', body: 2 });
    rows.set({ kind: 'notification', id: '2', body: 3 });
    rows.set({ kind: 'notification', id: '1', body: 4 });
    expect(rows.size).toBe(3);
    expect(rows.map((r) => `${r.kind} ${r.id} ${r.body}`)).toEqual(['notification 1 4', 'notification 2 3', 'referral 1 2']);
  });

  it('is empty after a clear, and fills again', () => {
    const rows = new KeyedRows<Row>();
    rows.set({ kind: 'notification', id: '1', body: 1 });
    rows.clear();
    expect(rows.size).toBe(0);
    expect(rows.map((r) => r.id)).toEqual([]);
    rows.set({ kind: 'notification', id: '1', body: 5 });
    expect(rows.map((r) => r.body)).toEqual([5]);
  });
});
