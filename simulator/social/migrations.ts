import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const SOCIAL_MIGRATIONS: readonly Migration[] = [
  {
    id: 73,
    name: 'social-followings-settings',
    sql: `
      -- simulator/social: who follows whom (a followed trader may be a simulated trader, ids from 1,000,000,001) and
      -- what each trader shows on the profile (user-profiles/settings)
      create table social_followings (
        user_id bigint not null,
        target_user_id bigint not null,
        created_at bigint not null,
        primary key (user_id, target_user_id)
      );
      create index social_followings_target_idx on social_followings (target_user_id);
      create table social_profile_settings (
        user_id bigint primary key,
        body jsonb not null
      );
    `,
  },
  {
    id: 92,
    name: 'social-twitter',
    sql: `
      -- Twitter linking (simulator/social/twitter-links.ts): the linked profile of an account, and the OAuth request
      -- tokens handed out by twitter/oauth/authorization-url (approved by the simulated Twitter page, used once)
      create table social_twitter_profiles (
        user_id bigint primary key,
        twitter_id text not null,
        handle text not null,
        name text not null,
        profile_image_url text,
        linked_time bigint not null
      );
      create table social_twitter_requests (
        oauth_token text primary key,
        user_id bigint not null,
        created_time bigint not null,
        verifier text,
        handle text
      );
      create index social_twitter_requests_user_idx on social_twitter_requests (user_id, created_time);
    `,
  },
  {
    id: 93,
    name: 'social-feature-flags',
    sql: `
      -- feature flags (simulator/social/feature-flags.ts): global switches (public/features) and per-user overrides
      create table social_features (
        name text primary key,
        enabled boolean not null
      );
      create table social_feature_overrides (
        user_id bigint not null,
        name text not null,
        enabled boolean not null,
        primary key (user_id, name)
      );
    `,
  },
];
