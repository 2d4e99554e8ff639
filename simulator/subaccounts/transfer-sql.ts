import type { SqlClient, SqlExecutor } from '../store/sql-client';
import type { AssetTransferRecord } from '../trading/records';
import { writeRows } from '../store/multi-row';

/** Internal transfers in PGlite (migration 68), read at start and written in the trading engine's transaction. */
export async function loadTransfers(db: SqlClient): Promise<AssetTransferRecord[]> {
  const rows = await db.query<{ body: AssetTransferRecord }>('select body from asset_transfers order by id');
  return rows.rows.map((r) => r.body);
}

export async function writeTransfers(tx: SqlExecutor, rows: readonly AssetTransferRecord[]): Promise<void> {
  await writeRows(tx, 'insert into asset_transfers (id, from_user_id, to_user_id, body)', rows, (t) => [
    t.id,
    t.fromUserId,
    t.toUserId,
    JSON.stringify(t),
  ]);
}
