import type { SqlClient, SqlExecutor } from '../store/sql-client';
import type { EarnRecord } from './earn-records';

/** Earn rows in PGlite (migration 65), read at start and written in the trading engine's transaction. */
export async function loadEarn(db: SqlClient): Promise<EarnRecord[]> {
  const rows = await db.query<{ body: EarnRecord }>('select body from earn_records order by key');
  return rows.rows.map((r) => r.body);
}

export async function writeEarn(tx: SqlExecutor, rows: readonly EarnRecord[]): Promise<void> {
  for (const r of rows) {
    await tx.query(
      'insert into earn_records (key, user_id, kind, body) values ($1, $2, $3, $4) on conflict (key) do update set body = excluded.body',
      [r.key, r.userId, r.kind, JSON.stringify(r)],
    );
  }
}
