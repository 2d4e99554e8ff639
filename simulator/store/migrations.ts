/**
 * Schema migrations, applied in order and recorded in `schema_migrations`. Never edit a migration
 * that has shipped: append a new one with the next id.
 */
export interface Migration {
  readonly id: number;
  readonly name: string;
  readonly sql: string;
}

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
];
