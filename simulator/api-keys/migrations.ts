import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const API_KEYS_MIGRATIONS: readonly Migration[] = [
  {
    id: 71,
    name: 'api-keys',
    sql: `
      -- API keys (simulator/api-keys/): the secret is kept as issued, since verifying an HMAC signature needs it
      -- (the app shows it once, at creation); allowed_ips empty = any address, and then expire_time is set (90 days)
      create table api_keys (
        api_key text primary key,
        secret text not null,
        user_id bigint not null,
        label text not null,
        permissions jsonb not null,
        allowed_ips jsonb not null,
        created_time bigint not null,
        expire_time bigint
      );
      create index api_keys_user_idx on api_keys (user_id, created_time);
    `,
  },
];
