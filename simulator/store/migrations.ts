/**
 * Schema migrations, applied in order and recorded in `schema_migrations`. Never edit a migration
 * that has shipped: append a new one with the next id.
 */
import { ACCOUNT_MIGRATIONS } from './account-migrations';
import { LATER_MIGRATIONS } from './later-migrations';
import { VERIFIED_EMAIL_MIGRATIONS } from './verified-email-migrations';
import type { Migration } from './migration';

export type { Migration } from './migration';

export const MIGRATIONS: readonly Migration[] = [
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
    id: 50,
    name: 'trading',
    sql: `
      -- the matching engine's state (simulator/trading): rows as the engine keeps them, written through per operation
      create table trade_accounts (
        user_id bigint primary key,
        leverage integer not null,
        created_time bigint not null
      );
      create table trade_orders (
        order_id bigint primary key,
        user_id bigint not null,
        status text not null,
        body jsonb not null
      );
      create index trade_orders_user_idx on trade_orders (user_id, order_id);
      create table trade_fills (
        id bigint primary key,
        user_id bigint not null,
        order_id bigint not null,
        body jsonb not null
      );
      create index trade_fills_user_idx on trade_fills (user_id, id);
      create table trade_balances (
        user_id bigint not null,
        token text not null,
        holding text not null,
        frozen text not null,
        primary key (user_id, token)
      );
      create table trade_positions (
        user_id bigint not null,
        symbol text not null,
        holding text not null,
        average_open_price text not null,
        opening_time bigint not null,
        primary key (user_id, symbol)
      );
      create table trade_ledger (
        id bigserial primary key,
        user_id bigint not null,
        token text not null,
        type text not null,
        amount text not null,
        created_time bigint not null
      );
    `,
  },
  {
    id: 51,
    name: 'trading-algo-orders',
    sql: `
      -- algo (stop) orders of simulator/trading/algo-orders.ts; the waiting ones are reloaded at start
      create table trade_algo_orders (
        algo_order_id bigint primary key,
        user_id bigint not null,
        status text not null,
        body jsonb not null
      );
      create index trade_algo_orders_user_idx on trade_algo_orders (user_id, algo_order_id);
    `,
  },
  ...LATER_MIGRATIONS,
  ...ACCOUNT_MIGRATIONS,
  ...VERIFIED_EMAIL_MIGRATIONS,
];
