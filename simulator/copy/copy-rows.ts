import type { SqlClient, SqlExecutor } from '../store/sql-client';

/**
 * A row of simulator/copy: a lead trader's profile (`lead`), a copy (`copy`) or a copied order's history entry
 * (`order`), with its JSON body. Written through the trading engine's writer (`TradingWriter.copyRow`), so a copy's
 * state is stored in the same transaction as the orders, fills and COPY_PROFIT_SHARED ledger rows it caused.
 * Tables: `copy_state` (migration 80: lead and copy rows) and `copy_orders` (migration 81: the history).
 */
export interface CopyRow {
  readonly kind: 'lead' | 'copy' | 'order';
  readonly id: string;
  readonly userId: number;
  readonly body: unknown;
}

export async function loadCopyRows(db: SqlClient): Promise<CopyRow[]> {
  const state = await db.query<{ kind: 'lead' | 'copy'; id: string; user_id: string; body: unknown }>(
    'select kind, id, user_id, body from copy_state order by seq',
  );
  const orders = await db.query<{ id: string; user_id: string; body: unknown }>('select id, user_id, body from copy_orders order by seq');
  return [
    ...state.rows.map((r) => ({ kind: r.kind, id: r.id, userId: Number(r.user_id), body: r.body })),
    ...orders.rows.map((r) => ({ kind: 'order' as const, id: r.id, userId: Number(r.user_id), body: r.body })),
  ];
}

export async function writeCopyRows(tx: SqlExecutor, rows: readonly CopyRow[]): Promise<void> {
  for (const r of rows) {
    if (r.kind === 'order') {
      await tx.query(
        'insert into copy_orders (id, user_id, body) values ($1, $2, $3) on conflict (id) do update set body = excluded.body',
        [r.id, r.userId, JSON.stringify(r.body)],
      );
    } else {
      await tx.query(
        'insert into copy_state (kind, id, user_id, body) values ($1, $2, $3, $4) on conflict (kind, id) do update set body = excluded.body, user_id = excluded.user_id',
        [r.kind, r.id, r.userId, JSON.stringify(r.body)],
      );
    }
  }
}
