import type { SqlClient, SqlExecutor } from '../store/sql-client';
import type { WalletTransferRecord } from './wallet-records';
import { lastOfEachKey, writeRows } from '../store/multi-row';

/** Deposits and withdrawals in PGlite (migration 61), read at start and written in the engine's transaction. */
export async function loadWallet(db: SqlClient): Promise<WalletTransferRecord[]> {
  const rows = await db.query<{ body: WalletTransferRecord }>('select body from wallet_transfers order by id');
  return rows.rows.map((r) => r.body);
}

export async function writeWallet(tx: SqlExecutor, rows: readonly WalletTransferRecord[]): Promise<void> {
  await writeRows(
    tx,
    'insert into wallet_transfers (id, user_id, status, body)',
    lastOfEachKey(rows, (w) => w.id),
    (w) => [w.id, w.userId, w.status, JSON.stringify(w)],
    'on conflict (id) do update set status = excluded.status, body = excluded.body',
  );
}
