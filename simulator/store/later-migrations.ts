import type { Migration } from './migration';

/** Migrations 52–62: perpetuals (margin, risk, algo orders), the market-data admin, spot margin, the ledger, deposits, convert (63 on: account-migrations.ts). */
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
];
