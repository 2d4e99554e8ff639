import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const COPY_MIGRATIONS: readonly Migration[] = [
  {
    id: 80,
    name: 'copy-state',
    sql: `
      -- simulator/copy: lead traders' profiles (kind 'lead', id = user id) and copies (kind 'copy', id = copy id,
      -- user_id = the copier), as JSON; written in the trading engine's transaction with the orders they place
      create table copy_state (
        seq bigserial,
        kind text not null,
        id text not null,
        user_id bigint not null,
        body jsonb not null,
        primary key (kind, id)
      );
      create index copy_state_user_idx on copy_state (user_id, kind);
    `,
  },
  {
    id: 81,
    name: 'copy-orders',
    sql: `
      -- simulator/copy: each copied order of a copy (placed, or skipped with its reason), the copy's history
      create table copy_orders (
        seq bigserial,
        id text primary key,
        user_id bigint not null,
        body jsonb not null
      );
      create index copy_orders_user_idx on copy_orders (user_id);
    `,
  },
];
