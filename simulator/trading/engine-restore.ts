import Decimal from 'decimal.js';
import { isOpenStatus } from '../../src/domain/trade/orders/order';
import { AccountState, orderEntry, positionKey } from './account-state';
import { gridUnits } from './order-context';
import type { OrderBooks } from './order-books';
import type { LoadedRows } from './engine-types';
import type { OrderRecord, TradingSnapshot } from './records';
import { restoreSpotMargin } from './spot-margin';
import { toScaled } from './scaled';
import type { Ledger } from './ledger';

/**
 * Balances, symbol settings, positions, spot margin loans, ledger rows and fills of a stored snapshot, into their
 * accounts (`acct` finds or makes one). Returns the next fill id.
 */
export function restoreAccounts(snap: TradingSnapshot, acct: (userId: number) => AccountState, ledger: Ledger): number {
  for (const b of snap.balances) ledger.restore(acct(b.userId), b.token, toScaled(b.holding), toScaled(b.frozen));
  for (const x of snap.symbolSettings ?? [])
    acct(x.userId).symbolSettings.set(x.symbol, { leverage: x.leverage, marginMode: x.marginMode });
  for (const p of snap.positions) acct(p.userId).positions.set(positionKey(p.symbol, p.positionSide), { ...p });
  restoreSpotMargin(acct, snap.spotMargin);
  for (const l of snap.ledger) acct(l.userId).ledger.push({ ...l });
  let nextFillId = 1;
  for (const f of snap.fills.sort((x, y) => x.id - y.id)) {
    acct(f.userId).fills.push(f);
    nextFillId = Math.max(nextFillId, f.id + 1);
  }
  return nextFillId;
}

/** An open order read back: its entry on the symbol's grid, in the account's open orders (the caller rests it). */
export function restoreOpenOrder(books: OrderBooks, a: AccountState, o: OrderRecord): void {
  const sr = books.rules(o.symbol);
  const ticks = o.price !== null ? books.lots(sr, new Decimal(o.price), sr.tick) : undefined;
  const entry = orderEntry(
    o,
    books.lots(sr, new Decimal(o.quantity ?? 0).minus(o.executed)),
    ticks,
    books.lots(sr, new Decimal(o.executed)),
    gridUnits(sr, new Decimal(o.executedQuote)),
  );
  a.open.set(o.orderId, entry);
  if (o.symbol.startsWith('PERP_') && !o.reduceOnly) a.marginOrders.add(entry);
  if (o.clientOrderId !== '0') a.liveClientIds.set(o.clientOrderId, o.orderId);
}

/** What `restoreEngineState` restores into. */
export interface RestoreTarget {
  readonly accounts: Map<number, AccountState>;
  readonly ledger: Ledger;
  readonly books: OrderBooks;
  /** An account that has rows but no account row of its own. */
  newAccount(userId: number): AccountState;
}

/**
 * A stored snapshot back into the engine: accounts (with their position mode), then balances, settings, positions,
 * loans, ledger rows and fills, then every order into its account, the open ones into their books in the order they
 * rested (`seq`). Returns the next fill id, order id and sequence number.
 */
export function restoreEngineState(
  snap: TradingSnapshot,
  target: RestoreTarget,
): { nextFillId: number; nextOrderId: number; nextSeq: number } {
  const { accounts, books } = target;
  for (const a of snap.accounts) {
    const account = new AccountState(a.userId, a.leverage, a.createdTime);
    account.positionMode = a.positionMode ?? 'ONE_WAY';
    accounts.set(a.userId, account);
  }
  const acct = (userId: number) => accounts.get(userId) ?? target.newAccount(userId);
  const nextFillId = restoreAccounts(snap, acct, target.ledger);
  let nextOrderId = 1;
  let nextSeq = 1;
  const orders = snap.orders.sort((x, y) => x.orderId - y.orderId);
  for (const o of orders) {
    const a = acct(o.userId);
    a.orders.push(o);
    nextOrderId = Math.max(nextOrderId, o.orderId + 1);
    nextSeq = Math.max(nextSeq, o.seq + 1);
    if (isOpenStatus(o.status)) restoreOpenOrder(books, a, o);
  }
  for (const o of orders.filter((r) => isOpenStatus(r.status)).sort((x, y) => x.seq - y.seq)) {
    const entry = acct(o.userId).open.get(o.orderId)!;
    books.rest(books.bookOf(o.symbol), entry);
  }
  return { nextFillId, nextOrderId, nextSeq };
}

/** The rows of a snapshot that the engine keeps for the services that own them (read once, at start). */
export function loadedRowsOf(snap: TradingSnapshot): LoadedRows {
  return {
    algos: snap.algos ?? [],
    conversions: snap.conversions ?? [],
    transfers: snap.transfers ?? [],
    wallet: snap.wallet ?? [],
    earn: snap.earn ?? [],
    growth: snap.growth ?? [],
    copy: snap.copy ?? [],
  };
}
