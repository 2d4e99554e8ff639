import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const SUBACCOUNTS_MIGRATIONS: readonly Migration[] = [
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
];
