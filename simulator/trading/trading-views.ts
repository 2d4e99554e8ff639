import Decimal from 'decimal.js';
import { crossFigures, liquidationPrice, type CrossAccount, type MarginPosition } from '../../src/domain/trade/orders/margin';
import { isOpenStatus, type OrderSide, type OrderStatusFilter } from '../../src/domain/trade/orders/order';
import type { AccountState } from './account-state';
import { num } from './events';
import type { FillRecord, OrderRecord, PositionRecord } from './records';
import { maintenanceRatio } from './rules';
import type { TradingEngine } from './trading-engine';

/** An order row of `GET /v3/trade/orders` (numbers on the wire; null where the order has no such figure). */
export function orderRow(r: OrderRecord) {
  const executed = new Decimal(r.executed);
  return {
    orderId: r.orderId, clientOrderId: num(r.clientOrderId), symbol: r.symbol, orderTag: r.orderTag, side: r.side,
    quantity: r.quantity === null ? null : num(r.quantity), amount: r.amount === null ? null : num(r.amount), type: r.type,
    status: r.status, price: r.price === null ? null : num(r.price), executed: executed.toNumber(),
    visible: r.hidden ? 0 : num(r.quantity), averageExecutedPrice: executed.isZero() ? null : new Decimal(r.executedQuote).div(executed).toNumber(),
    totalFee: num(r.totalFee), feeAsset: r.feeAsset, reduceOnly: r.reduceOnly, createdTime: r.createdTime,
    updatedTime: r.updatedTime, realizedPnl: num(r.realizedPnl), positionSide: r.positionSide ?? 'BOTH',
    ...(r.symbol.startsWith('PERP_') ? { marginMode: r.marginMode ?? 'CROSS' } : {}),
  };
}

export function fillRow(f: FillRecord) {
  return {
    id: f.id, symbol: f.symbol, orderId: f.orderId, executedPrice: num(f.executedPrice), executedQuantity: num(f.executedQuantity),
    fee: num(f.fee), feeAsset: f.feeAsset, realizedPnl: num(f.realizedPnl), side: f.side, executedTimestamp: f.executedTimestamp, isMaker: f.isMaker,
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
export function page<T>(rows: readonly T[], keep: (row: T) => boolean, filter: ListFilter, map: (row: T) => unknown) {
  const matching: T[] = [];
  for (let i = rows.length - 1; i >= 0; i -= 1) if (keep(rows[i])) matching.push(rows[i]);
  const start = (filter.page - 1) * filter.size;
  return {
    rows: matching.slice(start, start + filter.size).map(map),
    meta: { total: matching.length, recordsPerPage: filter.size, currentPage: filter.page },
  };
}

export function orderFilter(f: ListFilter): (r: OrderRecord) => boolean {
  return (r) =>
    (f.symbol === undefined || r.symbol === f.symbol) && (f.side === undefined || r.side === f.side)
    && (f.startTime === undefined || r.createdTime >= f.startTime) && (f.endTime === undefined || r.createdTime <= f.endTime)
    && (f.status === undefined || (f.status === 'INCOMPLETE' ? isOpenStatus(r.status) : f.status === 'COMPLETED' ? !isOpenStatus(r.status) : r.status === f.status));
}

export function fillFilter(f: ListFilter): (r: FillRecord) => boolean {
  return (r) =>
    (f.symbol === undefined || r.symbol === f.symbol) && (f.side === undefined || r.side === f.side)
    && (f.orderId === undefined || r.orderId === f.orderId)
    && (f.startTime === undefined || r.executedTimestamp >= f.startTime) && (f.endTime === undefined || r.executedTimestamp <= f.endTime);
}

/** `GET /v3/asset/balances` rows. */
export function balanceRows(engine: TradingEngine, a: AccountState, now: number) {
  return [...a.balances].sort(([x], [y]) => x.localeCompare(y)).map(([token, b]) => ({
    token, holding: b.holding.toNumber(), frozen: b.frozen.toNumber(), staked: 0, unbonding: 0, earn: 0, ...a.earnFigures.get(token), vault: 0, interest: 0,
    availableBalance: engine.available(a, token).toNumber(), averageOpenPrice: 0,
    markPrice: token === 'USDT' ? 1 : engine.spotMark(token), pnl24H: 0, timestamp: now,
  }));
}

/** A position as the margin domain sees it (at its mark, its leverage, its tier's maintenance ratio). */
export function marginPosition(engine: TradingEngine, p: PositionRecord): MarginPosition {
  const mark = engine.markPrice(p.symbol);
  return {
    symbol: p.symbol, holding: p.holding, averageOpenPrice: p.averageOpenPrice, markPrice: mark.toFixed(),
    leverage: String(p.leverage), maintenanceMarginRatio: maintenanceRatio(new Decimal(p.holding).abs().times(mark), engine.rules(p.symbol).tiers),
  };
}

/**
 * The account as cross margin sees it: USDT holding − frozen − the isolated margins as collateral, the cross
 * positions at their marks, the open orders' initial margin.
 */
export function crossAccount(engine: TradingEngine, a: AccountState): CrossAccount {
  const positions = a.openPositions().filter((p) => p.marginMode === 'CROSS').map((p) => marginPosition(engine, p));
  const usdt = a.balance('USDT');
  return { collateral: usdt.holding.minus(usdt.frozen).minus(a.isolatedTotal()).toFixed(), positions, orderMargin: engine.orderMargin(a).toFixed() };
}

/** `GET /v3/futures/positions` rows (open positions; hedge mode: a LONG and a SHORT row per symbol). */
export function positionRows(engine: TradingEngine, a: AccountState, now: number) {
  const cross = crossAccount(engine, a);
  return a.openPositions().map((stored) => {
    const p = marginPosition(engine, stored);
    const pending = engine.pending(a, p.symbol, a.positionMode === 'HEDGE_MODE' ? stored.positionSide : undefined);
    // an isolated position is liquidated by its own margin: the collateral is its isolated margin alone
    const liq = stored.marginMode === 'ISOLATED'
      ? liquidationPrice({ collateral: stored.isolatedMargin, positions: [p] }, p.symbol)
      : liquidationPrice({ ...cross, positions: cross.positions.filter((x) => x.symbol !== p.symbol || x.holding === p.holding) }, p.symbol);
    return {
      symbol: p.symbol, holding: num(p.holding), positionSide: stored.positionSide, pendingLongQty: pending.long.toNumber(),
      pendingShortQty: pending.short.toNumber(), averageOpenPrice: num(p.averageOpenPrice), markPrice: num(p.markPrice),
      estLiqPrice: num(liq ?? '0'), pnl24H: 0, fee24H: 0, settlePrice: num(p.averageOpenPrice),
      marginMode: stored.marginMode, isolatedMarginAmount: num(stored.isolatedMargin), leverage: stored.leverage, adlQuantile: engine.adlSource?.(a, stored) ?? 1,
      openingTime: stored.openingTime, timestamp: now,
    };
  });
}

/** `GET /v3/account/info`. */
export function accountInfo(engine: TradingEngine, a: AccountState, identity: { applicationId: string; alias: string; email: string | null }) {
  const cross = crossAccount(engine, a);
  const rates = engine.feesOf(a);
  const f = crossFigures(cross);
  const mmr = cross.positions.length > 0 ? new Decimal(f.maintenanceMargin).div(Decimal.max(new Decimal(f.initialMargin).times(a.leverage), 1)).toNumber() : 0.01;
  return {
    applicationId: identity.applicationId, account: identity.email ?? identity.alias, alias: identity.alias, otpauth: false,
    accountMode: 'FUTURES', positionMode: a.positionMode, leverage: a.leverage,
    makerFeeRate: new Decimal(rates.makerFee).div(10_000).toNumber(), takerFeeRate: new Decimal(rates.takerFee).div(10_000).toNumber(),
    marginRatio: f.marginRatio === undefined ? 10 : num(f.marginRatio), initialMarginRatio: 1 / a.leverage, maintenanceMarginRatio: mmr,
    totalCollateral: num(cross.collateral), freeCollateral: num(f.freeCollateral), totalAccountValue: num(f.totalAccountValue),
    totalTradingValue: num(f.totalAccountValue), totalStakingValue: 0, totalEarnValue: 0, referrerID: null, accountType: 'Main',
  };
}
