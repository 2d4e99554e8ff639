import { INBOX_LIMIT, Notifications, type NotificationRecord } from '../../../../simulator/campaigns/notifications';
import { removedGrowthRow, writeGrowth, type GrowthRow } from '../../../../simulator/campaigns/growth-rows';
import { MemoryTradingRepository, type TradingChanges } from '../../../../simulator/trading/records';
import type { SqlExecutor } from '../../../../simulator/store/sql-client';

const USER = 7;

/** A sink that keeps every row it is given, in order. */
function recordingSink(): { rows: GrowthRow[]; growth(row: GrowthRow): void } {
  const rows: GrowthRow[] = [];
  return { rows, growth: (row) => void rows.push(row) };
}

function filled(n: Notifications, count: number, clock: { now: number }): void {
  for (let i = 0; i < count; i += 1) {
    clock.now += 1;
    // the nth notification of the test is order n's
    n.add(USER, { category: 'TRADING', kind: 'ORDER_FILLED', params: { orderId: clock.now - 1_000 } });
  }
}

const trading = (rows: readonly NotificationRecord[]) => rows.filter((r) => r.kind !== 'ANNOUNCEMENT');

/** An inbox a tenth past its limit (ids 1 to 550 at times 1,001 to 1,550), then id 551 (order 0) dated `createdTime`. */
function fullThenOneDated(createdTime: number) {
  const clock = { now: 1_000 };
  const sink = recordingSink();
  const n = new Notifications(sink, () => clock.now);
  filled(n, INBOX_LIMIT + INBOX_LIMIT / 10, clock);
  n.add(USER, { category: 'TRADING', kind: 'ORDER_FILLED', params: { orderId: 0 }, createdTime });
  return { n, sink, clock };
}

describe('an inbox keeps its newest notifications (simulator/campaigns/notifications.ts)', () => {
  it('deletes the oldest once a tenth past the limit, in memory and as removed rows for the store', () => {
    const clock = { now: 1_000 };
    const sink = recordingSink();
    const n = new Notifications(sink, () => clock.now);
    // a tenth past the limit is still kept whole
    filled(n, INBOX_LIMIT + INBOX_LIMIT / 10, clock);
    expect(trading(n.inbox(USER))).toHaveLength(550);
    expect(sink.rows.filter((r) => r.removed)).toEqual([]);
    // one more: back to the newest 500, orders 52 to 551
    filled(n, 1, clock);
    const kept = trading(n.inbox(USER));
    expect(kept).toHaveLength(500);
    expect(kept[0].params.orderId).toBe(551);
    expect(kept.at(-1)!.params.orderId).toBe(52);
    const removed = sink.rows.filter((r) => r.removed);
    expect(removed).toHaveLength(51);
    expect(removed.find((r) => r.id === '1')).toEqual({ kind: 'notification', id: '1', userId: USER, body: null, removed: true });
    expect(new Set(removed.map((r) => r.id))).toEqual(new Set(Array.from({ length: 51 }, (_, i) => String(i + 1))));
    // the unread count is the kept rows'
    expect(n.unread(USER).categories.TRADING).toBe(500);
  });

  it('deletes the oldest by time when a notification was written with an earlier time than the last', () => {
    // ids 1 to 550 at times 1,001 to 1,550 (orders 1 to 550), then id 551 dated 500: the oldest of all
    const { n, sink } = fullThenOneDated(500);
    const kept = trading(n.inbox(USER));
    expect(kept).toHaveLength(500);
    expect(kept[0].params.orderId).toBe(550);
    expect(kept.at(-1)!.params.orderId).toBe(51);
    // newest of the deleted first: ids 50 down to 1, then 551
    const removed = sink.rows.filter((r) => r.removed).map((r) => Number(r.id));
    expect(removed).toEqual([...Array.from({ length: 50 }, (_, i) => 50 - i), 551]);
  });

  it('still deletes the oldest by time at the next limit when a row written out of order outlived a prune', () => {
    // ids 1 to 550 at times 1,001 to 1,550, then id 551 dated 1,060: the first prune deletes ids 1 to 51 only
    const { n, sink, clock } = fullThenOneDated(1_060);
    const first = sink.rows.filter((r) => r.removed).map((r) => Number(r.id));
    expect(first).toEqual(Array.from({ length: 51 }, (_, i) => 51 - i));
    // 51 more in order (ids 552 to 602): the oldest 51 by time are ids 52 to 60, then 551 (1,060, after id 60), then 61 to 101
    filled(n, 51, clock);
    const second = sink.rows
      .filter((r) => r.removed)
      .slice(51)
      .map((r) => Number(r.id));
    const expected = [...Array.from({ length: 9 }, (_, i) => 52 + i), 551, ...Array.from({ length: 41 }, (_, i) => 61 + i)];
    expect(second).toEqual(expected.reverse());
    const kept = trading(n.inbox(USER));
    expect(kept).toHaveLength(500);
    expect(kept.at(-1)!.id).toBe(102);
  });

  it('keeps delivered announcements, which are not delivered again', () => {
    const clock = { now: 1_000 };
    const n = new Notifications(recordingSink(), () => clock.now);
    n.seed();
    expect(n.inbox(USER).filter((r) => r.kind === 'ANNOUNCEMENT')).toHaveLength(2);
    filled(n, 600, clock);
    const rows = n.inbox(USER);
    expect(rows.filter((r) => r.kind === 'ANNOUNCEMENT')).toHaveLength(2);
    expect(trading(rows).length).toBeLessThanOrEqual(550);
    expect(trading(rows).length).toBeGreaterThanOrEqual(500);
  });

  it('prunes a store written before the limit as it loads it', () => {
    const loaded: GrowthRow[] = Array.from({ length: 700 }, (_, i) => ({
      kind: 'notification',
      id: String(i + 1),
      userId: USER,
      body: { id: i + 1, userId: USER, category: 'TRADING', kind: 'ORDER_FILLED', params: {}, read: true, createdTime: 10 + i },
    }));
    const sink = recordingSink();
    const n = new Notifications(sink, () => 5_000, loaded);
    const kept = n.inbox(USER);
    expect(kept).toHaveLength(500);
    expect(kept[0].id).toBe(700);
    expect(kept.at(-1)!.id).toBe(201);
    expect(sink.rows.filter((r) => r.removed).map((r) => Number(r.id))).toEqual(Array.from({ length: 200 }, (_, i) => 200 - i));
  });
});

describe('a removed growth row in the stores', () => {
  const row = (id: string): GrowthRow => ({ kind: 'notification', id, userId: USER, body: { id: Number(id) } });
  const changes = (growth: GrowthRow[]): TradingChanges => ({
    accounts: [],
    orders: [],
    fills: [],
    ledger: [],
    balances: [],
    positions: [],
    growth,
  });

  it('is deleted from the memory repository, the others kept', async () => {
    const repo = new MemoryTradingRepository();
    await repo.apply(changes([row('1'), row('2'), row('3')]));
    await repo.apply(changes([removedGrowthRow('notification', '2', USER)]));
    expect((await repo.load()).growth!.map((g) => g.id)).toEqual(['1', '3']);
  });

  it('is a delete by kind and id in SQL, the others an upsert, one statement each for the batch', async () => {
    const statements: { sql: string; params: unknown[] }[] = [];
    const tx = { query: async (sql: string, params: unknown[] = []) => void statements.push({ sql, params }) } as unknown as SqlExecutor;
    await writeGrowth(tx, [row('1'), removedGrowthRow('notification', '2', USER), row('3'), removedGrowthRow('notification', '4', USER)]);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toEqual({
      sql: 'delete from growth_rows where (kind, id) in (($1, $2), ($3, $4))',
      params: ['notification', '2', 'notification', '4'],
    });
    expect(statements[1].sql).toMatch(
      /^insert into growth_rows \(kind, id, user_id, body\) values \(\$1, \$2, \$3, \$4\), \(\$5, \$6, \$7, \$8\) on conflict/,
    );
    expect(statements[1].params).toEqual(['notification', '1', USER, '{"id":1}', 'notification', '3', USER, '{"id":3}']);
  });
});
