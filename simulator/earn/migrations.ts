import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const EARN_MIGRATIONS: readonly Migration[] = [
  {
    id: 65,
    name: 'earn',
    sql: `
      -- staking, savings positions, yield rows, daily WOO snapshots and the earn clock (simulator/earn/): one row per
      -- key, written in the trading engine's transaction with the ledger rows of the moves they record
      create table earn_records (
        key text primary key,
        user_id bigint not null,
        kind text not null,
        body jsonb not null
      );
      create index earn_records_user_idx on earn_records (user_id, kind);
      `,
  },
];
