import type { SqlClient, SqlExecutor } from '../store/sql-client';
import { lastOfEachKey, writeRows } from '../store/multi-row';

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
  const latest = lastOfEachKey(rows, (r) => `${r.kind} ${r.id}`);
  await writeRows(
    tx,
    'insert into copy_orders (id, user_id, body)',
    latest.filter((r) => r.kind === 'order'),
    (r) => [r.id, r.userId, JSON.stringify(r.body)],
    'on conflict (id) do update set body = excluded.body',
  );
  await writeRows(
    tx,
    'insert into copy_state (kind, id, user_id, body)',
    latest.filter((r) => r.kind !== 'order'),
    (r) => [r.kind, r.id, r.userId, JSON.stringify(r.body)],
    'on conflict (kind, id) do update set body = excluded.body, user_id = excluded.user_id',
  );
}
