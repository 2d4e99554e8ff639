import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const CONVERT_MIGRATIONS: readonly Migration[] = [
  {
    id: 62,
    name: 'convert',
    sql: `
      -- conversions (simulator/convert/): one row per accepted quote; the balance moves are CONVERT rows of trade_ledger
      create table convert_trades (
        id bigint primary key,
        user_id bigint not null,
        quote_id bigint not null unique,
        body jsonb not null
      );
      create index convert_trades_user_idx on convert_trades (user_id, id);
    `,
  },
];
