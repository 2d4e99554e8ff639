import type { Migration } from '../store/migration';

/** Accounts, sessions and token syncs: the sign-in's schema history, in order (ids are global: `simulator/schema.ts`). */
export const AUTH_MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'accounts-and-sessions',
    sql: `
      create table accounts (
        user_id bigserial primary key,
        application_id text not null unique,
        firebase_uid text unique,
        email text,
        alias text not null,
        main boolean not null default true,
        eu boolean not null default false,
        language text,
        cool_name text,
        created_at bigint not null
      );
      alter sequence accounts_user_id_seq restart with 10001;
      create table sessions (
        token text primary key,
        user_id bigint not null references accounts (user_id) on delete cascade,
        expires_at bigint not null
      );
      create index sessions_user_id_idx on sessions (user_id);
    `,
  },
  {
    id: 10,
    name: 'auth-token-syncs',
    sql: `
      create table auth_token_syncs (
        firebase_uid text primary key,
        issued_at bigint not null,
        synced_at bigint not null
      );
      create index accounts_email_idx on accounts (email);
    `,
  },
  {
    id: 40,
    name: 'hardening',
    sql: `
      alter table partner_applications add column ip text;
      create index partner_applications_email_idx on partner_applications (lower(email), created_at);
      create index partner_applications_ip_idx on partner_applications (ip, created_at);
      -- sessions: only the SHA-256 of a token is kept (existing rows are hashed in place), plus the idle clock
      update sessions set token = encode(sha256(convert_to(token, 'UTF8')), 'hex');
      alter table sessions add column last_seen_at bigint not null default 0;
      update sessions set last_seen_at = (extract(epoch from now()) * 1000)::bigint;
      create index sessions_expiry_idx on sessions (expires_at);
      -- cool names are unique whatever their case (a later duplicate of an older name is cleared first)
      update accounts set cool_name = null where user_id in (
        select user_id from (
          select user_id, row_number() over (partition by lower(cool_name) order by user_id) as rank from accounts where cool_name is not null
        ) ranked where rank > 1
      );
      create unique index accounts_cool_name_lower_idx on accounts (lower(cool_name)) where cool_name is not null;
    `,
  },
  {
    id: 94,
    name: 'account-email-verified',
    sql: `
      -- whether the sign-in provider verified the account's email (the ID token's email_verified): roles matched on an
      -- email (the market-data admin) are granted only to a verified one
      alter table accounts add column email_verified boolean not null default false;
    `,
  },
];
