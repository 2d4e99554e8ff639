import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const AUTH_LINKS_MIGRATIONS: readonly Migration[] = [
  {
    id: 90,
    name: 'auth-links',
    sql: `
      -- simulator/auth-links: each account's Discord link, bound wallets, wallet nonces and email change under way
      create table auth_links (
        user_id bigint primary key,
        body jsonb not null
      );
    `,
  },
];
