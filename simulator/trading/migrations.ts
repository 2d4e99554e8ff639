import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const TRADING_MIGRATIONS: readonly Migration[] = [
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
];
