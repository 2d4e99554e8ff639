import type { SqlClient, SqlExecutor } from '../store/sql-client';
import type { AlgoRecord } from './algo-records';
import type {
  FillRecord,
  FundingRecord,
  LedgerRecord,
  MarginMode,
  OrderRecord,
  PositionMode,
  PositionSide,
  TradingChanges,
  TradingRepository,
  TradingSnapshot,
} from './records';
import { loadSpotMargin, writeSpotMargin } from './spot-margin-sql';
import { loadConversions, writeConversions } from '../convert/convert-sql';
import { loadWallet, writeWallet } from '../wallet/wallet-sql';
import { loadEarn, writeEarn } from '../earn/earn-sql';
import { loadTransfers, writeTransfers } from '../subaccounts/transfer-sql';
import { loadGrowth, writeGrowth } from '../campaigns/growth-rows';
import { loadCopyRows, writeCopyRows } from '../copy/copy-rows';

const n = (v: string | number): number => Number(v);

/** The trading state in PGlite (migrations 50–54): one transaction per batch of engine changes. */
export class SqlTradingRepository implements TradingRepository {
  constructor(private readonly db: SqlClient) {}

  async load(): Promise<TradingSnapshot> {
    const q = <T>(sql: string) => this.db.query<T>(sql).then((r) => r.rows);
    const accounts = await q<{ user_id: string; leverage: number; created_time: string; position_mode: PositionMode }>(
      'select user_id, leverage, created_time, position_mode from trade_accounts',
    );
    const orders = await q<{ body: OrderRecord }>('select body from trade_orders order by order_id');
    const fills = await q<{ body: FillRecord }>('select body from trade_fills order by id');
    const balances = await q<{ user_id: string; token: string; holding: string; frozen: string }>(
      'select user_id, token, holding, frozen from trade_balances',
    );
    const positions = await q<{
      user_id: string;
      symbol: string;
      holding: string;
      average_open_price: string;
      opening_time: string;
      position_side: PositionSide;
      margin_mode: MarginMode;
      leverage: number;
      isolated_margin: string;
    }>(
      'select user_id, symbol, holding, average_open_price, opening_time, position_side, margin_mode, leverage, isolated_margin from trade_positions',
    );
    const settings = await q<{ user_id: string; symbol: string; leverage: number; margin_mode: MarginMode }>(
      'select user_id, symbol, leverage, margin_mode from trade_symbol_settings',
    );
    const ledger = await q<{
      id: string;
      user_id: string;
      token: string;
      type: LedgerRecord['type'];
      amount: string;
      balance_after: string | null;
      created_time: string;
    }>('select id, user_id, token, type, amount, balance_after, created_time from trade_ledger order by id');
    const algos = await q<{ body: AlgoRecord }>('select body from trade_algo_orders order by algo_order_id');
    const funding = await q<{ body: FundingRecord }>('select body from trade_funding order by id');
    const insurance = await q<{ token: string; balance: string }>('select token, balance from trade_insurance_fund');
    const spotMargin = await loadSpotMargin(this.db);
    const conversions = await loadConversions(this.db);
    const wallet = await loadWallet(this.db);
    const earn = await loadEarn(this.db);
    const transfers = await loadTransfers(this.db);
    const growth = await loadGrowth(this.db);
    const copy = await loadCopyRows(this.db);
    return {
      accounts: accounts.map((a) => ({
        userId: n(a.user_id),
        leverage: a.leverage,
        createdTime: n(a.created_time),
        positionMode: a.position_mode,
      })),
      orders: orders.map((o) => o.body),
      fills: fills.map((f) => f.body),
      balances: balances.map((b) => ({ userId: n(b.user_id), token: b.token, holding: b.holding, frozen: b.frozen })),
      positions: positions.map((p) => ({
        userId: n(p.user_id),
        symbol: p.symbol,
        holding: p.holding,
        averageOpenPrice: p.average_open_price,
        openingTime: n(p.opening_time),
        positionSide: p.position_side,
        marginMode: p.margin_mode,
        leverage: p.leverage,
        isolatedMargin: p.isolated_margin,
      })),
      symbolSettings: settings.map((x) => ({ userId: n(x.user_id), symbol: x.symbol, leverage: x.leverage, marginMode: x.margin_mode })),
      ledger: ledger.map((l) => ({
        id: n(l.id),
        userId: n(l.user_id),
        token: l.token,
        type: l.type,
        amount: l.amount,
        ...(l.balance_after === null ? {} : { balanceAfter: l.balance_after }),
        createdTime: n(l.created_time),
      })),
      algos: algos.map((x) => x.body),
      funding: funding.map((f) => f.body),
      insurance,
      spotMargin,
      conversions,
      wallet,
      earn,
      transfers,
      growth,
      copy,
    };
  }

  apply(changes: TradingChanges): Promise<void> {
    return this.db.transaction((tx) => write(tx, changes));
  }
}

async function write(tx: SqlExecutor, c: TradingChanges): Promise<void> {
  for (const a of c.accounts) {
    await tx.query(
      'insert into trade_accounts (user_id, leverage, created_time, position_mode) values ($1, $2, $3, $4) on conflict (user_id) do update set leverage = excluded.leverage, position_mode = excluded.position_mode',
      [a.userId, a.leverage, a.createdTime, a.positionMode ?? 'ONE_WAY'],
    );
  }
  for (const o of c.orders) {
    await tx.query(
      'insert into trade_orders (order_id, user_id, status, body) values ($1, $2, $3, $4) on conflict (order_id) do update set status = excluded.status, body = excluded.body',
      [o.orderId, o.userId, o.status, JSON.stringify(o)],
    );
  }
  for (const f of c.fills) {
    await tx.query('insert into trade_fills (id, user_id, order_id, body) values ($1, $2, $3, $4)', [
      f.id,
      f.userId,
      f.orderId,
      JSON.stringify(f),
    ]);
  }
  for (const b of c.balances) {
    await tx.query(
      'insert into trade_balances (user_id, token, holding, frozen) values ($1, $2, $3, $4) on conflict (user_id, token) do update set holding = excluded.holding, frozen = excluded.frozen',
      [b.userId, b.token, b.holding, b.frozen],
    );
  }
  for (const p of c.positions) {
    await tx.query(
      'insert into trade_positions (user_id, symbol, holding, average_open_price, opening_time, position_side, margin_mode, leverage, isolated_margin) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (user_id, symbol, position_side) do update set holding = excluded.holding, average_open_price = excluded.average_open_price, opening_time = excluded.opening_time, margin_mode = excluded.margin_mode, leverage = excluded.leverage, isolated_margin = excluded.isolated_margin',
      [p.userId, p.symbol, p.holding, p.averageOpenPrice, p.openingTime, p.positionSide, p.marginMode, p.leverage, p.isolatedMargin],
    );
  }
  for (const x of c.symbolSettings ?? []) {
    await tx.query(
      'insert into trade_symbol_settings (user_id, symbol, leverage, margin_mode) values ($1, $2, $3, $4) on conflict (user_id, symbol) do update set leverage = excluded.leverage, margin_mode = excluded.margin_mode',
      [x.userId, x.symbol, x.leverage, x.marginMode],
    );
  }
  await writeLedger(tx, c.ledger);
  for (const x of c.algos ?? []) {
    await tx.query(
      'insert into trade_algo_orders (algo_order_id, user_id, status, body, algo_type, root_algo_order_id, parent_algo_order_id) values ($1, $2, $3, $4, $5, $6, $7) on conflict (algo_order_id) do update set status = excluded.status, body = excluded.body',
      [x.algoOrderId, x.userId, x.algoStatus, JSON.stringify(x), x.algoType, x.rootAlgoOrderId, x.parentAlgoOrderId],
    );
  }
  for (const f of c.funding ?? []) {
    await tx.query('insert into trade_funding (id, user_id, body) values ($1, $2, $3)', [f.id, f.userId, JSON.stringify(f)]);
  }
  for (const i of c.insurance ?? []) {
    await tx.query(
      'insert into trade_insurance_fund (token, balance) values ($1, $2) on conflict (token) do update set balance = excluded.balance',
      [i.token, i.balance],
    );
  }
  if (c.spotMargin) await writeSpotMargin(tx, c.spotMargin);
  if (c.conversions) await writeConversions(tx, c.conversions);
  if (c.wallet) await writeWallet(tx, c.wallet);
  if (c.earn) await writeEarn(tx, c.earn);
  if (c.transfers) await writeTransfers(tx, c.transfers);
  if (c.growth) await writeGrowth(tx, c.growth);
  if (c.copy) await writeCopyRows(tx, c.copy);
}

/** Ledger rows in multi-row inserts (a fill writes up to three per side; one statement per 200 rows). */
async function writeLedger(tx: SqlExecutor, rows: readonly LedgerRecord[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    const params: unknown[] = [];
    const values = chunk.map((l) => {
      const at = params.length;
      params.push(l.id ?? null, l.userId, l.token, l.type, l.amount, l.balanceAfter ?? null, l.createdTime);
      return `(coalesce($${at + 1}::bigint, nextval('trade_ledger_id_seq')), $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7})`;
    });
    await tx.query(
      `insert into trade_ledger (id, user_id, token, type, amount, balance_after, created_time) values ${values.join(', ')}`,
      params,
    );
  }
}
