import Decimal from 'decimal.js';
import { crossFigures, liquidationPrice, type CrossAccount, type MarginPosition } from '../../src/domain/trade/orders/margin';
import { isOpenStatus, type OrderSide, type OrderStatusFilter } from '../../src/domain/trade/orders/order';
import type { AccountState } from './account-state';
import { num } from './events';
import type { FillRecord, OrderRecord, PositionRecord } from './records';
import { maintenanceRatio } from './rules';
import type { TradingEngine } from './trading-engine';

/** The quote token of a symbol (`SPOT_LTC_USDT` → USDT): where the exchange books rebates. */
const quoteOf = (symbol: string) => symbol.split('_')[2] ?? '';

/**
 * An order row of `GET /v3/trade/orders` and the data of `GET /v3/trade/order`, as recorded (fetchOrders): numbers
 * on the wire, `averageExecutedPrice` 0 until something executed, `realizedPnl` null on spot, no `updatedTime`,
 * `totalRebate` 0 (the simulator pays no rebates) in the quote token, `bidAskLevel` null.
 */
export function orderRow(r: OrderRecord) {
  const executed = new Decimal(r.executed);
  return {
    orderId: r.orderId,
    clientOrderId: num(r.clientOrderId),
    symbol: r.symbol,
    orderTag: r.orderTag,
    side: r.side,
    quantity: r.quantity === null ? null : num(r.quantity),
    amount: r.amount === null ? null : num(r.amount),
    type: r.type,
    status: r.status,
    price: r.price === null ? null : num(r.price),
    executed: executed.toNumber(),
    visible: r.hidden ? 0 : num(r.quantity),
    averageExecutedPrice: executed.isZero() ? 0 : new Decimal(r.executedQuote).div(executed).toNumber(),
    totalFee: num(r.totalFee),
    feeAsset: r.feeAsset,
    totalRebate: 0,
    rebateAsset: quoteOf(r.symbol),
    reduceOnly: r.reduceOnly,
    createdTime: r.createdTime,
    realizedPnl: r.symbol.startsWith('PERP_') ? num(r.realizedPnl) : null,
    positionSide: r.positionSide ?? 'BOTH',
    bidAskLevel: null,
  };
}

/** A row of `GET /v3/trade/transactionHistory` as recorded (fetchMyTrades): `isMaker` 0/1, `realizedPnl` null on spot. */
export function fillRow(f: FillRecord, orderTag = 'default') {
  return {
    id: f.id,
    symbol: f.symbol,
    orderId: f.orderId,
    executedPrice: num(f.executedPrice),
    executedQuantity: num(f.executedQuantity),
    fee: num(f.fee),
    realizedPnl: f.symbol.startsWith('PERP_') ? num(f.realizedPnl) : null,
    feeAsset: f.feeAsset,
    orderTag,
    side: f.side,
    executedTimestamp: f.executedTimestamp,
    isMaker: f.isMaker ? 1 : 0,
  };
}

export interface ListFilter {
  readonly symbol?: string;
  readonly side?: OrderSide;
  readonly status?: OrderStatusFilter;
  readonly orderId?: number;
  readonly startTime?: number;
  readonly endTime?: number;
  readonly page: number;
  readonly size: number;
}

/** Newest first, filtered, one page, with the v3 `meta`. */
export function page<T>(
  rows: { readonly length: number; at(index: number): T | undefined },
  keep: (row: T) => boolean,
  filter: ListFilter,
  map: (row: T) => unknown,
) {
  const matching: T[] = [];
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const row = rows.at(i)!;
    if (keep(row)) matching.push(row);
  }
  const start = (filter.page - 1) * filter.size;
  return {
    rows: matching.slice(start, start + filter.size).map(map),
    meta: { total: matching.length, recordsPerPage: filter.size, currentPage: filter.page },
  };
}

export function orderFilter(f: ListFilter): (r: OrderRecord) => boolean {
  return (r) =>
    (f.symbol === undefined || r.symbol === f.symbol) &&
    (f.side === undefined || r.side === f.side) &&
    (f.startTime === undefined || r.createdTime >= f.startTime) &&
    (f.endTime === undefined || r.createdTime <= f.endTime) &&
    (f.status === undefined ||
      (f.status === 'INCOMPLETE' ? isOpenStatus(r.status) : f.status === 'COMPLETED' ? !isOpenStatus(r.status) : r.status === f.status));
}

export function fillFilter(f: ListFilter): (r: FillRecord) => boolean {
  return (r) =>
    (f.symbol === undefined || r.symbol === f.symbol) &&
    (f.side === undefined || r.side === f.side) &&
    (f.orderId === undefined || r.orderId === f.orderId) &&
    (f.startTime === undefined || r.executedTimestamp >= f.startTime) &&
    (f.endTime === undefined || r.executedTimestamp <= f.endTime);
}

/**
 * `GET /v3/asset/balances`' `data.holding` rows, as CCXT reads them (`parseBalance`; no recording): token, holding,
 * frozen, staked, unbonding, vault, interest, pendingShortQty, pendingLongQty, availableBalance, updatedTime; `earn`
 * is the simulator's own (the earn products' share, docs/protocol.md).
 */
export function balanceRows(engine: TradingEngine, a: AccountState, now: number) {
  return [...a.balances]
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([token, b]) => ({
      token,
      holding: b.holding.toNumber(),
      frozen: b.frozen.toNumber(),
      staked: 0,
      unbonding: 0,
      earn: 0,
      ...a.earnFigures.get(token),
      vault: 0,
      interest: 0,
      pendingShortQty: 0,
      pendingLongQty: 0,
      availableBalance: engine.available(a, token).toNumber(),
      updatedTime: now,
    }));
}

/** A position as the margin domain sees it (at its mark, its leverage, its tier's maintenance ratio). */
export function marginPosition(engine: TradingEngine, p: PositionRecord): MarginPosition {
  const mark = engine.markPrice(p.symbol);
  return {
    symbol: p.symbol,
    holding: p.holding,
    averageOpenPrice: p.averageOpenPrice,
    markPrice: mark.toFixed(),
    leverage: String(p.leverage),
    maintenanceMarginRatio: maintenanceRatio(new Decimal(p.holding).abs().times(mark), engine.rules(p.symbol).tiers),
  };
}

/**
 * The account as cross margin sees it: USDT holding − frozen − the isolated margins as collateral, the cross
 * positions at their marks, the open orders' initial margin.
 */
export function crossAccount(engine: TradingEngine, a: AccountState): CrossAccount {
  const positions = a
    .openPositions()
    .filter((p) => p.marginMode === 'CROSS')
    .map((p) => marginPosition(engine, p));
  const usdt = a.balance('USDT');
  return {
    collateral: usdt.holding.minus(usdt.frozen).minus(a.isolatedTotal()).toFixed(),
    positions,
    orderMargin: engine.orderMargin(a).toFixed(),
  };
}

/** A decimal as the positions call writes it: a plain decimal string. */
const text = (value: string) => new Decimal(value).toFixed();

/**
 * `GET /v3/futures/positions`' `data.positions` (open positions; hedge mode: a LONG and a SHORT row per symbol), as
 * recorded (fetchPositions): decimals as strings, `leverage` and `adlQuantile` numbers, `timestamp` ms.
 */
export function positionRows(engine: TradingEngine, a: AccountState, now: number) {
  const cross = crossAccount(engine, a);
  return a.openPositions().map((stored) => {
    const p = marginPosition(engine, stored);
    const pending = engine.pending(a, p.symbol, a.positionMode === 'HEDGE_MODE' ? stored.positionSide : undefined);
    // an isolated position is liquidated by its own margin: the collateral is its isolated margin alone
    const liq =
      stored.marginMode === 'ISOLATED'
        ? liquidationPrice({ collateral: stored.isolatedMargin, positions: [p] }, p.symbol)
        : liquidationPrice(
            { ...cross, positions: cross.positions.filter((x) => x.symbol !== p.symbol || x.holding === p.holding) },
            p.symbol,
          );
    const isolated = stored.marginMode === 'ISOLATED';
    return {
      symbol: p.symbol,
      holding: text(p.holding),
      pendingLongQty: pending.long.toFixed(),
      pendingShortQty: pending.short.toFixed(),
      settlePrice: text(p.averageOpenPrice),
      averageOpenPrice: text(p.averageOpenPrice),
      pnl24H: '0',
      fee24H: '0',
      markPrice: text(p.markPrice),
      estLiqPrice: text(liq ?? '0'),
      timestamp: now,
      adlQuantile: engine.adlQuantile(a, stored),
      positionSide: stored.positionSide,
      marginMode: stored.marginMode,
      isolatedMarginToken: isolated ? 'USDT' : '',
      isolatedMarginAmount: text(stored.isolatedMargin),
      isolatedFrozenLong: '0',
      isolatedFrozenShort: '0',
      leverage: stored.leverage,
    };
  });
}

/**
 * `GET /v3/account/info` as recorded (fetchLeverage): decimals as strings, `leverage` a number, no fee rates
 * (`GET /v3/trade/tradingFee`); `otpauth` whether the account has 2FA.
 */
export function accountInfo(
  engine: TradingEngine,
  a: AccountState,
  identity: { applicationId: string; alias: string; email: string | null; otpauth?: boolean },
) {
  const cross = crossAccount(engine, a);
  const f = crossFigures(cross);
  const mmr =
    cross.positions.length > 0
      ? new Decimal(f.maintenanceMargin).div(Decimal.max(new Decimal(f.initialMargin).times(a.leverage), 1))
      : new Decimal('0.01');
  const ratio = f.marginRatio === undefined ? '10' : text(f.marginRatio);
  return {
    applicationId: identity.applicationId,
    account: identity.email ?? identity.alias,
    alias: identity.alias,
    otpauth: identity.otpauth ?? false,
    accountMode: 'FUTURES',
    positionMode: a.positionMode,
    leverage: a.leverage,
    marginRatio: ratio,
    openMarginRatio: ratio,
    initialMarginRatio: new Decimal(1).div(a.leverage).toDecimalPlaces(8).toFixed(),
    maintenanceMarginRatio: mmr.toDecimalPlaces(8).toFixed(),
    totalCollateral: text(cross.collateral),
    freeCollateral: text(f.freeCollateral),
    totalAccountValue: text(f.totalAccountValue),
    totalTradingValue: text(f.totalAccountValue),
    totalVaultValue: '0',
    totalStakingValue: '0',
    totalLaunchpadValue: '0',
    totalEarnValue: '0',
    referrerID: null,
    accountType: 'Main',
  };
}
