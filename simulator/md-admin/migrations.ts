import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const MD_ADMIN_MIGRATIONS: readonly Migration[] = [
  {
    id: 55,
    name: 'market-data-admin',
    sql: `
      -- simulator/md-admin: who holds the admin role (granted by SIM_ADMIN_EMAILS at start or the grant-admin CLI /
      -- control call, never by the API), the overrides the market data reflects, and the audit log of every change
      create table md_admins (
        email text primary key,
        granted_at bigint not null
      );
      create table md_overrides (
        symbol text not null,
        kind text not null,
        value text not null,
        primary key (symbol, kind)
      );
      create table md_admin_audit (
        id bigserial primary key,
        user_id bigint not null,
        email text,
        created_time bigint not null,
        call text not null,
        symbol text not null,
        old_value text,
        new_value text
      );
      create index md_admin_audit_symbol_idx on md_admin_audit (symbol, id);
    `,
  },
];
