import type { SqlClient, SqlExecutor } from '../store/sql-client';
import type { MarginAccountRecord, MarginHistoryRecord, SpotMarginChanges } from './spot-margin-state';
import { lastOfEachKey, writeRows } from '../store/multi-row';

/** Spot margin rows in PGlite (migration 57), read at start and written in the engine's transaction. */
export async function loadSpotMargin(db: SqlClient): Promise<SpotMarginChanges> {
  const accounts = await db.query<{ body: MarginAccountRecord }>('select body from spot_margin_accounts order by user_id');
  const history = await db.query<{ body: MarginHistoryRecord }>('select body from spot_margin_history order by user_id, id');
  return { accounts: accounts.rows.map((r) => r.body), history: history.rows.map((r) => r.body) };
}

export async function writeSpotMargin(tx: SqlExecutor, c: SpotMarginChanges): Promise<void> {
  await writeRows(
    tx,
    'insert into spot_margin_accounts (user_id, body)',
    lastOfEachKey(c.accounts, (a) => a.userId),
    (a) => [a.userId, JSON.stringify(a)],
    'on conflict (user_id) do update set body = excluded.body',
  );
  await writeRows(tx, 'insert into spot_margin_history (user_id, id, body)', c.history, (h) => [h.userId, h.id, JSON.stringify(h)]);
}
