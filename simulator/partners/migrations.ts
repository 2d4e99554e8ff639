import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const PARTNERS_MIGRATIONS: readonly Migration[] = [
  {
    id: 30,
    name: 'partner-applications',
    sql: `
      create table partner_applications (
        id bigserial primary key,
        kind text not null check (kind in ('broker', 'market_maker')),
        email text not null,
        payload jsonb not null,
        created_at bigint not null
      );
      create index partner_applications_kind_idx on partner_applications (kind, created_at);
    `,
  },
];
