import type { Migration } from './migration';

/**
 * Migrations 63 on: the wallet's address book, earn, sub-accounts and transfers, account security, API keys, social,
 * campaigns and referral, identity verification.
 */
export const ACCOUNT_MIGRATIONS: readonly Migration[] = [
  {
    id: 63,
    name: 'wallet-address-book',
    sql: `
      -- the withdrawal address book and per-account withdrawal settings (simulator/wallet/address-book*.ts): whitelist
      -- mode and the control surface's withdrawal lock; withdrawals themselves are wallet_transfers rows (migration 61)
      create table wallet_address_book (
        id bigint primary key,
        user_id bigint not null,
        body jsonb not null
      );
      create index wallet_address_book_user_idx on wallet_address_book (user_id, id);
      create table withdraw_settings (
        user_id bigint primary key,
        body jsonb not null
      );
    `,
  },
  {
    id: 65,
    name: 'earn',
    sql: `
      -- staking, savings positions, yield rows, daily WOO snapshots and the earn clock (simulator/earn/): one row per
      -- key, written in the trading engine's transaction with the ledger rows of the moves they record
      create table earn_records (
        key text primary key,
        user_id bigint not null,
        kind text not null,
        body jsonb not null
      );
      create index earn_records_user_idx on earn_records (user_id, kind);
      `,
  },
  {
    id: 67,
    name: 'sub-accounts',
    sql: `
      -- sub-accounts (simulator/subaccounts/): each is an accounts row (main = false) linked to its main account;
      -- wallet settings: the wallet mode and the collateral tokens switched off, per account
      create table sub_accounts (
        user_id bigint primary key references accounts (user_id) on delete cascade,
        parent_id bigint not null references accounts (user_id) on delete cascade,
        created_time bigint not null
      );
      create index sub_accounts_parent_idx on sub_accounts (parent_id, user_id);
      create table wallet_settings (
        user_id bigint primary key,
        body jsonb not null
      );
    `,
  },
  {
    id: 68,
    name: 'asset-transfers',
    sql: `
      -- internal transfers between a main account and its sub-accounts (simulator/subaccounts/transfers.ts): written in
      -- the trading engine's transaction with their two SUB_ACCOUNT_TRANSFER ledger rows and balances
      create table asset_transfers (
        id bigint primary key,
        from_user_id bigint not null,
        to_user_id bigint not null,
        body jsonb not null
      );
      create index asset_transfers_from_idx on asset_transfers (from_user_id, id);
      create index asset_transfers_to_idx on asset_transfers (to_user_id, id);
    `,
  },
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
    id: 75,
    name: 'growth-rows',
    sql: `
      -- simulator/campaigns: notifications, announcements, settings, referral codes, bindings, commissions, rewards;
      -- written in the trading engine's transaction (a commission with its REFERRAL ledger row and balance)
      create table growth_rows (
        seq bigserial,
        kind text not null,
        id text not null,
        user_id bigint not null,
        body jsonb not null,
        primary key (kind, id)
      );
      create index growth_rows_user_idx on growth_rows (user_id, kind);
    `,
  },
  {
    id: 79,
    name: 'identity-verification',
    sql: `
      -- identity verification (simulator/kyc/): each account's latest application, and the documents as uploaded
      create table kyc_applications (
        user_id bigint primary key,
        body jsonb not null
      );
      create table kyc_documents (
        id bigserial primary key,
        user_id bigint not null,
        mime text not null,
        bytes bytea not null,
        created_time bigint not null
      );
      `,
  },
  {
    id: 80,
    name: 'copy-state',
    sql: `
      -- simulator/copy: lead traders' profiles (kind 'lead', id = user id) and copies (kind 'copy', id = copy id,
      -- user_id = the copier), as JSON; written in the trading engine's transaction with the orders they place
      create table copy_state (
        seq bigserial,
        kind text not null,
        id text not null,
        user_id bigint not null,
        body jsonb not null,
        primary key (kind, id)
      );
      create index copy_state_user_idx on copy_state (user_id, kind);
    `,
  },
  {
    id: 81,
    name: 'copy-orders',
    sql: `
      -- simulator/copy: each copied order of a copy (placed, or skipped with its reason), the copy's history
      create table copy_orders (
        seq bigserial,
        id text primary key,
        user_id bigint not null,
        body jsonb not null
      );
      create index copy_orders_user_idx on copy_orders (user_id);
    `,
  },
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
