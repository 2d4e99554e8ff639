import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const WALLET_MIGRATIONS: readonly Migration[] = [
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
];
