import type { SqlClient, SqlExecutor } from '../store/sql-client';
import type { ConversionRecord } from '../trading/records';
import { writeRows } from '../store/multi-row';

/** Conversions in PGlite (migration 62), read at start and written in the trading engine's transaction. */
export async function loadConversions(db: SqlClient): Promise<ConversionRecord[]> {
  const rows = await db.query<{ body: ConversionRecord }>('select body from convert_trades order by id');
  return rows.rows.map((r) => r.body);
}

export async function writeConversions(tx: SqlExecutor, rows: readonly ConversionRecord[]): Promise<void> {
  await writeRows(tx, 'insert into convert_trades (id, user_id, quote_id, body)', rows, (c) => [
    c.id,
    c.userId,
    c.quoteId,
    JSON.stringify(c),
  ]);
}
