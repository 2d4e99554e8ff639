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
import { lastOfEachKey, writeAsOne, writeRows } from '../store/multi-row';
import { loadSpotMargin, writeSpotMargin } from './spot-margin-sql';
import { loadConversions, writeConversions } from '../convert/convert-sql';
import { loadWallet, writeWallet } from '../wallet/wallet-sql';
import { loadEarn, writeEarn } from '../earn/earn-sql';
import { loadTransfers, writeTransfers } from '../subaccounts/transfer-sql';
import { loadGrowth, writeGrowth } from '../campaigns/growth-rows';
import { loadCopyRows, writeCopyRows } from '../copy/copy-rows';

const n = (v: string | number): number => Number(v);

/** The trading state in PGlite (migrations 50–54): one statement per batch of engine changes (`writeAsOne`). */
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

  /** One batch: one statement (`writeAsOne`), all of it stored or none. */
  apply(changes: TradingChanges): Promise<void> {
    return writeAsOne(this.db, (tx) => write(tx, changes));
  }
}

async function write(tx: SqlExecutor, c: TradingChanges): Promise<void> {
  await writeRows(
    tx,
    'insert into trade_accounts (user_id, leverage, created_time, position_mode)',
    lastOfEachKey(c.accounts, (a) => a.userId),
    (a) => [a.userId, a.leverage, a.createdTime, a.positionMode ?? 'ONE_WAY'],
    'on conflict (user_id) do update set leverage = excluded.leverage, position_mode = excluded.position_mode',
  );
  await writeRows(
    tx,
    'insert into trade_orders (order_id, user_id, status, body)',
    lastOfEachKey(c.orders, (o) => o.orderId),
    (o) => [o.orderId, o.userId, o.status, JSON.stringify(o)],
    'on conflict (order_id) do update set status = excluded.status, body = excluded.body',
  );
  await writeRows(tx, 'insert into trade_fills (id, user_id, order_id, body)', c.fills, (f) => [
    f.id,
    f.userId,
    f.orderId,
    JSON.stringify(f),
  ]);
  await writeRows(
    tx,
    'insert into trade_balances (user_id, token, holding, frozen)',
    lastOfEachKey(c.balances, (b) => `${b.userId} ${b.token}`),
    (b) => [b.userId, b.token, b.holding, b.frozen],
    'on conflict (user_id, token) do update set holding = excluded.holding, frozen = excluded.frozen',
  );
  await writeRows(
    tx,
    'insert into trade_positions (user_id, symbol, holding, average_open_price, opening_time, position_side, margin_mode, leverage, isolated_margin)',
    lastOfEachKey(c.positions, (p) => `${p.userId} ${p.symbol} ${p.positionSide}`),
    (p) => [p.userId, p.symbol, p.holding, p.averageOpenPrice, p.openingTime, p.positionSide, p.marginMode, p.leverage, p.isolatedMargin],
    'on conflict (user_id, symbol, position_side) do update set holding = excluded.holding, average_open_price = excluded.average_open_price, opening_time = excluded.opening_time, margin_mode = excluded.margin_mode, leverage = excluded.leverage, isolated_margin = excluded.isolated_margin',
  );
  await writeRows(
    tx,
    'insert into trade_symbol_settings (user_id, symbol, leverage, margin_mode)',
    lastOfEachKey(c.symbolSettings ?? [], (x) => `${x.userId} ${x.symbol}`),
    (x) => [x.userId, x.symbol, x.leverage, x.marginMode],
    'on conflict (user_id, symbol) do update set leverage = excluded.leverage, margin_mode = excluded.margin_mode',
  );
  // a fill writes up to three rows a side; a row without an id (an old store's) takes the next of the sequence
  await writeRows(
    tx,
    'insert into trade_ledger (id, user_id, token, type, amount, balance_after, created_time)',
    c.ledger,
    (l) => [l.id ?? null, l.userId, l.token, l.type, l.amount, l.balanceAfter ?? null, l.createdTime],
    '',
    ([id, ...rest]) => `(coalesce(${id}::bigint, nextval('trade_ledger_id_seq')), ${rest.join(', ')})`,
  );
  await writeRows(
    tx,
    'insert into trade_algo_orders (algo_order_id, user_id, status, body, algo_type, root_algo_order_id, parent_algo_order_id)',
    lastOfEachKey(c.algos ?? [], (x) => x.algoOrderId),
    (x) => [x.algoOrderId, x.userId, x.algoStatus, JSON.stringify(x), x.algoType, x.rootAlgoOrderId, x.parentAlgoOrderId],
    'on conflict (algo_order_id) do update set status = excluded.status, body = excluded.body',
  );
  await writeRows(tx, 'insert into trade_funding (id, user_id, body)', c.funding ?? [], (f) => [f.id, f.userId, JSON.stringify(f)]);
  await writeRows(
    tx,
    'insert into trade_insurance_fund (token, balance)',
    lastOfEachKey(c.insurance ?? [], (i) => i.token),
    (i) => [i.token, i.balance],
    'on conflict (token) do update set balance = excluded.balance',
  );
  if (c.spotMargin) await writeSpotMargin(tx, c.spotMargin);
  if (c.conversions) await writeConversions(tx, c.conversions);
  if (c.wallet) await writeWallet(tx, c.wallet);
  if (c.earn) await writeEarn(tx, c.earn);
  if (c.transfers) await writeTransfers(tx, c.transfers);
  if (c.growth) await writeGrowth(tx, c.growth);
  if (c.copy) await writeCopyRows(tx, c.copy);
}
