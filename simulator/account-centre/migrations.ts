import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const ACCOUNT_CENTRE_MIGRATIONS: readonly Migration[] = [
  {
    id: 88,
    name: 'account-centre',
    sql: `
      -- simulator/account-centre: each account's settings (theme, price colours, region, leverage, alerts, terms,
      -- push token), its watchlists (the default one is the favourites) and satisfaction-survey answers
      create table account_settings (
        user_id bigint primary key,
        body jsonb not null
      );
      create table account_watchlists (
        id bigserial primary key,
        user_id bigint not null,
        name text not null,
        symbols jsonb not null,
        is_default boolean not null,
        created_time bigint not null
      );
      create index account_watchlists_user_idx on account_watchlists (user_id, id);
      create table account_survey_answers (
        id bigserial primary key,
        user_id bigint not null,
        theme_id text not null,
        score int not null,
        comment text not null,
        created_time bigint not null
      );
    `,
  },
];
