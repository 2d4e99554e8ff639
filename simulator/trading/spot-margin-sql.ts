import type { SqlClient, SqlExecutor } from '../store/sql-client';
import type { MarginAccountRecord, MarginHistoryRecord, SpotMarginChanges } from './spot-margin-state';

/** Spot margin rows in PGlite (migration 57), read at start and written in the engine's transaction. */
export async function loadSpotMargin(db: SqlClient): Promise<SpotMarginChanges> {
  const accounts = await db.query<{ body: MarginAccountRecord }>('select body from spot_margin_accounts order by user_id');
  const history = await db.query<{ body: MarginHistoryRecord }>('select body from spot_margin_history order by user_id, id');
  return { accounts: accounts.rows.map((r) => r.body), history: history.rows.map((r) => r.body) };
}

export async function writeSpotMargin(tx: SqlExecutor, c: SpotMarginChanges): Promise<void> {
  for (const a of c.accounts) {
    await tx.query(
      'insert into spot_margin_accounts (user_id, body) values ($1, $2) on conflict (user_id) do update set body = excluded.body',
      [a.userId, JSON.stringify(a)],
    );
  }
  for (const h of c.history) {
    await tx.query('insert into spot_margin_history (user_id, id, body) values ($1, $2, $3)', [h.userId, h.id, JSON.stringify(h)]);
  }
}
