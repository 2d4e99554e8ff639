import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const CAMPAIGNS_MIGRATIONS: readonly Migration[] = [
  {
    id: 75,
    name: 'growth-rows',
    sql: `
      -- simulator/campaigns: notifications, announcements, settings, referral codes, bindings, commissions, rewards;
      -- written in the trading engine's transaction (a commission with its REFERRAL ledger row and balance)
      create table growth_rows (
        seq bigserial,
        kind text not null,
        id text not null,
        user_id bigint not null,
        body jsonb not null,
        primary key (kind, id)
      );
      create index growth_rows_user_idx on growth_rows (user_id, kind);
    `,
  },
];
