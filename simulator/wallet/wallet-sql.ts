import type { SqlClient, SqlExecutor } from '../store/sql-client';
import type { WalletTransferRecord } from './wallet-records';

/** Deposits and withdrawals in PGlite (migration 61), read at start and written in the engine's transaction. */
export async function loadWallet(db: SqlClient): Promise<WalletTransferRecord[]> {
  const rows = await db.query<{ body: WalletTransferRecord }>('select body from wallet_transfers order by id');
  return rows.rows.map((r) => r.body);
}

export async function writeWallet(tx: SqlExecutor, rows: readonly WalletTransferRecord[]): Promise<void> {
  for (const w of rows) {
    await tx.query(
      'insert into wallet_transfers (id, user_id, status, body) values ($1, $2, $3, $4) on conflict (id) do update set status = excluded.status, body = excluded.body',
      [w.id, w.userId, w.status, JSON.stringify(w)],
    );
  }
}
