import type { SqlClient, SqlExecutor } from '../store/sql-client';
import type { EarnRecord } from './earn-records';
import { lastOfEachKey, writeRows } from '../store/multi-row';

/** Earn rows in PGlite (migration 65), read at start and written in the trading engine's transaction. */
export async function loadEarn(db: SqlClient): Promise<EarnRecord[]> {
  const rows = await db.query<{ body: EarnRecord }>('select body from earn_records order by key');
  return rows.rows.map((r) => r.body);
}

export async function writeEarn(tx: SqlExecutor, rows: readonly EarnRecord[]): Promise<void> {
  await writeRows(
    tx,
    'insert into earn_records (key, user_id, kind, body)',
    lastOfEachKey(rows, (r) => r.key),
    (r) => [r.key, r.userId, r.kind, JSON.stringify(r)],
    'on conflict (key) do update set body = excluded.body',
  );
}
