import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const SECURITY_MIGRATIONS: readonly Migration[] = [
  {
    id: 69,
    name: 'account-security',
    sql: `
      -- the security centre (simulator/security): settings per account (TOTP key, hashed recovery codes and passwords,
      -- anti-phishing code, locks), signed-in devices by session token hash, login and security activity, mail outbox
      create table security_states (
        user_id bigint primary key,
        body jsonb not null
      );
      create table security_devices (
        id bigint primary key,
        user_id bigint not null,
        token_hash text not null unique,
        body jsonb not null
      );
      create index security_devices_user_idx on security_devices (user_id, id);
      create table security_activity (
        id bigint primary key,
        user_id bigint not null,
        kind text not null,
        created_time bigint not null,
        body jsonb not null
      );
      create index security_activity_user_idx on security_activity (user_id, kind, created_time);
      create table mail_outbox (
        id bigint primary key,
        user_id bigint not null,
        body jsonb not null
      );
      create index mail_outbox_user_idx on mail_outbox (user_id, id);
      `,
  },
];
