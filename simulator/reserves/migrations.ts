import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const RESERVES_MIGRATIONS: readonly Migration[] = [
  {
    id: 20,
    name: 'reserves',
    sql: `
      create table reserve_balances (
        user_id bigint not null references accounts (user_id) on delete cascade,
        token text not null,
        amount text not null,
        primary key (user_id, token)
      );
      create table reserve_audits (
        audit_id text primary key,
        audit_time bigint not null,
        record_id text not null,
        seed bigint not null,
        entries jsonb not null
      );
    `,
  },
];
