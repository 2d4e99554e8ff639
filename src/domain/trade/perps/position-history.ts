import Decimal from 'decimal.js';

/** A perpetual fill as the position history reads it (fees in the quote token, positive = charged). */
export interface HistoryFill {
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly executedPrice: string;
  readonly executedQuantity: string;
  readonly fee: string;
  readonly realizedPnl: string;
  readonly executedTimestamp: number;
  /** The fill closed the position by liquidation. */
  readonly liquidation?: boolean;
}

/** A funding payment: the signed change of the holder's balance. */
export interface HistoryFunding {
  readonly symbol: string;
  readonly fundingFee: string;
  readonly createdTime: number;
}

/** One closed position: from the fill that opened it to the one that brought it back to zero (or flipped it). */
export interface ClosedPosition {
  readonly symbol: string;
  readonly side: 'LONG' | 'SHORT';
  readonly openTime: number;
  readonly closeTime: number;
  /** The largest size it reached. */
  readonly maxQuantity: string;
  readonly averageOpenPrice: string;
  readonly averageClosePrice: string;
  readonly realizedPnl: string;
  /** Fees charged while it was open (a flipping fill's fee split by quantity). */
  readonly fees: string;
  /** Σ funding received (+) or paid (−) while it was open. */
  readonly funding: string;
  /** realised PnL − fees + funding. */
  readonly netPnl: string;
  readonly closedBy: 'TRADE' | 'LIQUIDATION';
}

interface Open {
  side: 'LONG' | 'SHORT';
  openTime: number;
  holding: Decimal;
  max: Decimal;
  openQty: Decimal;
  openNotional: Decimal;
  closeQty: Decimal;
  closeNotional: Decimal;
  realized: Decimal;
  fees: Decimal;
}

const start = (side: 'LONG' | 'SHORT', time: number, qty: Decimal, price: Decimal, fee: Decimal): Open => ({
  side,
  openTime: time,
  holding: qty,
  max: qty,
  openQty: qty,
  openNotional: qty.times(price),
  closeQty: new Decimal(0),
  closeNotional: new Decimal(0),
  realized: new Decimal(0),
  fees: fee,
});

/**
 * Closed positions, newest first, from an account's fills (oldest first) and funding payments: per symbol the
 * holding is replayed; a position opens when the holding leaves zero and closes when it comes back (a flip closes
 * one and opens the other at the same fill). Funding paid between its open and close times is its funding.
 */
export function closedPositions(fills: readonly HistoryFill[], funding: readonly HistoryFunding[]): ClosedPosition[] {
  const open = new Map<string, Open>();
  const closed: ClosedPosition[] = [];
  const finish = (symbol: string, o: Open, time: number, liquidation: boolean) => {
    let paid = new Decimal(0);
    for (const f of funding)
      if (f.symbol === symbol && f.createdTime >= o.openTime && f.createdTime <= time) paid = paid.plus(f.fundingFee);
    closed.push({
      symbol,
      side: o.side,
      openTime: o.openTime,
      closeTime: time,
      maxQuantity: o.max.toString(),
      averageOpenPrice: o.openNotional.div(o.openQty).toString(),
      averageClosePrice: o.closeQty.isZero() ? '0' : o.closeNotional.div(o.closeQty).toString(),
      realizedPnl: o.realized.toString(),
      fees: o.fees.toString(),
      funding: paid.toString(),
      netPnl: o.realized.minus(o.fees).plus(paid).toString(),
      closedBy: liquidation ? 'LIQUIDATION' : 'TRADE',
    });
  };
  for (const f of fills) {
    const qty = new Decimal(f.executedQuantity);
    const price = new Decimal(f.executedPrice);
    const fee = new Decimal(f.fee);
    const side = f.side === 'BUY' ? 'LONG' : 'SHORT';
    const o = open.get(f.symbol);
    if (!o) {
      open.set(f.symbol, start(side, f.executedTimestamp, qty, price, fee));
      continue;
    }
    if (o.side === side) {
      o.holding = o.holding.plus(qty);
      o.max = Decimal.max(o.max, o.holding);
      o.openQty = o.openQty.plus(qty);
      o.openNotional = o.openNotional.plus(qty.times(price));
      o.fees = o.fees.plus(fee);
      continue;
    }
    const closing = Decimal.min(qty, o.holding);
    const closingFee = closing.eq(qty) ? fee : fee.times(closing).div(qty);
    o.holding = o.holding.minus(closing);
    o.closeQty = o.closeQty.plus(closing);
    o.closeNotional = o.closeNotional.plus(closing.times(price));
    o.realized = o.realized.plus(f.realizedPnl);
    o.fees = o.fees.plus(closingFee);
    if (!o.holding.isZero()) continue;
    finish(f.symbol, o, f.executedTimestamp, f.liquidation === true);
    open.delete(f.symbol);
    const rest = qty.minus(closing);
    if (rest.gt(0)) open.set(f.symbol, start(side, f.executedTimestamp, rest, price, fee.minus(closingFee)));
  }
  return closed.sort((a, b) => b.closeTime - a.closeTime);
}
