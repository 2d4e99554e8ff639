import { deleteRows, lastOfEachKey, writeRows } from '../store/multi-row';
import type { SqlClient, SqlExecutor } from '../store/sql-client';

/**
 * A row of simulator/campaigns (notifications, announcements, notification settings, referral codes, bindings,
 * commissions, rewards): its kind, id, owner and JSON body. Written through the trading engine's writer
 * (`TradingWriter.growth`), so a commission is stored in the same transaction as its REFERRAL ledger row and balance.
 */
export interface GrowthRow {
  readonly kind: string;
  readonly id: string;
  readonly userId: number;
  readonly body: unknown;
  /** The row is deleted (a notification past its inbox's limit); its body is not read. */
  readonly removed?: true;
}

/** The deletion of the row (`kind`, `id`) of `userId`, as a write batch carries it. */
export const removedGrowthRow = (kind: string, id: string, userId: number): GrowthRow => ({ kind, id, userId, body: null, removed: true });

/** Growth rows in PGlite (migration 75), read at start. */
export async function loadGrowth(db: SqlClient): Promise<GrowthRow[]> {
  const rows = await db.query<{ kind: string; id: string; user_id: string; body: unknown }>(
    'select kind, id, user_id, body from growth_rows order by seq',
  );
  return rows.rows.map((r) => ({ kind: r.kind, id: r.id, userId: Number(r.user_id), body: r.body }));
}

/** Inserts or replaces rows (the latest body of a (kind, id) wins), and deletes the removed ones. */
export async function writeGrowth(tx: SqlExecutor, rows: readonly GrowthRow[]): Promise<void> {
  const latest = lastOfEachKey(rows, (r) => `${r.kind} ${r.id}`);
  const removed = latest.filter((r) => r.removed).map((r) => [r.kind, r.id]);
  await deleteRows(tx, 'growth_rows', ['kind', 'id'], removed);
  await writeRows(
    tx,
    'insert into growth_rows (kind, id, user_id, body)',
    latest.filter((r) => !r.removed),
    (r) => [r.kind, r.id, r.userId, JSON.stringify(r.body)],
    'on conflict (kind, id) do update set body = excluded.body, user_id = excluded.user_id',
  );
}
