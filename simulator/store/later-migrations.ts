import type { Migration } from './migration';

/** Migrations 52 on: perpetuals (margin, risk, algo orders), the market-data admin, spot margin, the ledger, deposits, convert. */
export const LATER_MIGRATIONS: readonly Migration[] = [
  {
    id: 52,
    name: 'trading-leverage-margin',
    sql: `
      -- leverage per symbol, margin modes and the position mode (ADR 0019); hedge mode keeps a LONG and a SHORT row
      alter table trade_accounts add column position_mode text not null default 'ONE_WAY';
      alter table trade_positions add column position_side text not null default 'BOTH';
      alter table trade_positions add column margin_mode text not null default 'CROSS';
      alter table trade_positions add column leverage integer not null default 10;
      alter table trade_positions add column isolated_margin text not null default '0';
      update trade_positions p set leverage = a.leverage from trade_accounts a where a.user_id = p.user_id;
      alter table trade_positions drop constraint trade_positions_pkey;
      alter table trade_positions add primary key (user_id, symbol, position_side);
      create table trade_symbol_settings (
        user_id bigint not null,
        symbol text not null,
        leverage integer not null,
        margin_mode text not null,
        primary key (user_id, symbol)
      );
    `,
  },
  {
    id: 53,
    name: 'trading-funding-insurance',
    sql: `
      -- funding payments and the insurance fund of simulator/trading/risk-engine.ts (ledger rows stay in trade_ledger)
      create table trade_funding (
        id bigint primary key,
        user_id bigint not null,
        body jsonb not null
      );
      create index trade_funding_user_idx on trade_funding (user_id, id);
      create table trade_insurance_fund (
        token text primary key,
        balance text not null
      );
    `,
  },
  {
    id: 54,
    name: 'trading-algo-types',
    sql: `
      -- TAKE_PROFIT, STOP_LOSS, TRAILING_STOP, BRACKET and POSITIONAL_TP_SL (simulator/trading/algo-orders.ts): the
      -- trailing fields (callbackRate, callbackValue, activatedPrice, extreme) and a bracket child's armed flag live in
      -- body; the type and the tree are columns so a root's children are found without reading every body
      alter table trade_algo_orders add column algo_type text not null default 'STOP';
      alter table trade_algo_orders add column root_algo_order_id bigint not null default 0;
      alter table trade_algo_orders add column parent_algo_order_id bigint not null default 0;
      create index trade_algo_orders_root_idx on trade_algo_orders (root_algo_order_id);
    `,
  },
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
  {
    id: 57,
    name: 'spot-margin',
    sql: `
      -- spot margin (simulator/trading/spot-margin*.ts): leverage and loans per account, and the interest history
      create table spot_margin_accounts (
        user_id bigint primary key,
        body jsonb not null
      );
      create table spot_margin_history (
        user_id bigint not null,
        id bigint not null,
        body jsonb not null,
        primary key (user_id, id)
      );
    `,
  },
  {
    id: 60,
    name: 'ledger-balance-after',
    sql: `
      -- every balance move is a trade_ledger row (simulator/trading/fill-book.ts book); ids come from the engine
      alter table trade_ledger add column balance_after text;
      create index trade_ledger_user_idx on trade_ledger (user_id, id);
    `,
  },
  {
    id: 61,
    name: 'wallet-transfers',
    sql: `
      -- deposits and withdrawals (simulator/wallet): written in the trading engine's transaction with the balance
      create table wallet_transfers (
        id bigint primary key,
        user_id bigint not null,
        status text not null,
        body jsonb not null
      );
      create index wallet_transfers_user_idx on wallet_transfers (user_id, id);
    `,
  },
  {
    id: 62,
    name: 'convert',
    sql: `
      -- conversions (simulator/convert/): one row per accepted quote; the balance moves are CONVERT rows of trade_ledger
      create table convert_trades (
        id bigint primary key,
        user_id bigint not null,
        quote_id bigint not null unique,
        body jsonb not null
      );
      create index convert_trades_user_idx on convert_trades (user_id, id);
    `,
  },
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
];
