import Decimal from 'decimal.js';
import { orderEntry, positionKey, type AccountState } from './account-state';
import { gridUnits } from './order-context';
import type { OrderBooks } from './order-books';
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
