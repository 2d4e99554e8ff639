import Decimal from 'decimal.js';
import { applyFill } from '../../src/domain/trade/orders/position';
import { isolatedMarginAfterFill } from '../../src/domain/trade/perps/leverage';
import { positionKey, type AccountState, type OrderEntry } from './account-state';
import type { AccountEvents } from './account-events';
import type { ChargedFee } from './fee-schedule';
import type { Ledger } from './ledger';
import { lockDp, lockedText } from './locks';
import type { SymbolRules } from './rules';
import { decimalText, toScaled } from './scaled';

/** One fill's figures, computed once by `FillBook.fill` on the symbol's grid (`grid.ts`). */
export interface FillFigures {
  readonly ticks: number;
  readonly lots: number;
  /** The size and the notional as grid integers (the notional may pass `Number.MAX_SAFE_INTEGER`: then unused). */
  readonly sizeInt: number;
  readonly notionalInt: number;
  /** The size and the notional scaled (`scaled.ts`). */
  readonly qty: bigint;
  readonly notional: bigint;
  readonly qtyS: string;
  readonly priceS: string;
  readonly charged: ChargedFee;
  readonly now: number;
}

/**
 * A perpetual fill's moves: the position by `applyFill` (mode and leverage set when it opens, the opening time when it
 * opens or flips, the isolated margin as it grows or shrinks), the realised PnL and the fee in the quote token (USDT). Answers the
 * realised PnL, scaled.
 */
export function settlePerpFill(
  ledger: Ledger<AccountState>,
  messages: AccountEvents,
  a: AccountState,
  sr: SymbolRules,
  entry: OrderEntry,
  f: FillFigures,
): bigint {
  const r = entry.record;
  const quote = sr.instrument.quote;
  const pos = a.position(r.symbol, r.positionSide ?? 'BOTH');
  const next = applyFill(pos, r.side, f.qtyS, f.priceS);
  if (pos.holding === '0')
    Object.assign(pos, { marginMode: r.marginMode ?? a.setting(r.symbol).marginMode, leverage: a.setting(r.symbol).leverage });
  if (pos.holding === '0' || new Decimal(next.holding).isNeg() !== new Decimal(pos.holding).isNeg()) pos.openingTime = f.now;
  const holding = new Decimal(next.holding).toFixed();
  if (pos.marginMode === 'ISOLATED')
    pos.isolatedMargin = isolatedMarginAfterFill(pos.isolatedMargin, pos.holding, holding, f.priceS, pos.leverage);
  pos.holding = holding;
  pos.averageOpenPrice = new Decimal(next.averageOpenPrice).toFixed();
  const realized = toScaled(next.realizedPnl);
  ledger.adjust(a, quote, realized, 'REALIZED_PNL', f.now);
  ledger.adjust(a, quote, -f.charged.fee, 'TRANSACTION_FEE', f.now, { text: f.charged.negative });
  messages.touchPosition(a, positionKey(r.symbol, pos.positionSide));
  messages.touchBalance(a, quote);
  return realized;
}

/**
 * A spot fill's moves: what is paid leaves (releasing what the order froze for it: a buy its limit price × size, a
 * market buy what it paid, a sell its size), what is bought arrives, the fee is taken from it; with spot margin on,
 * what the fill spends beyond the holding is borrowed (`Ledger.borrow`). Answers 0 (no realised PnL).
 */
export function settleSpotFill(ledger: Ledger<AccountState>, a: AccountState, sr: SymbolRules, entry: OrderEntry, f: FillFigures): bigint {
  const r = entry.record;
  const g = sr.grid;
  const { base, quote } = sr.instrument;
  const { ticks, lots, sizeInt, notionalInt, qty, notional, charged, now } = f;
  const cap =
    r.side === 'SELL' || entry.ticks === undefined || entry.ticks === ticks
      ? r.side === 'SELL'
        ? qty
        : notional
      : BigInt(entry.ticks) * BigInt(lots) * g.unitScaled;
  const capped = entry.locked < cap;
  const release = capped ? entry.locked : cap;
  // the release as grid integers (a sell's lots, a buy's limit × lots), for the frozen figure's text
  const releaseUnits = capped ? undefined : r.side === 'SELL' ? sizeInt : (entry.ticks ?? ticks) * g.tick.int * sizeInt;
  const releaseDp = lockDp(g, entry);
  entry.locked -= release;
  // a filled order's lock is released by `close` (and its record's `locked` set to 0 there)
  if (lots < entry.openLots) r.locked = lockedText(g, entry, entry.locked, entry.openLots - lots);
  const safe = Number.isSafeInteger(notionalInt);
  const notionalS = safe ? decimalText(notionalInt, g.tick.dp + g.step.dp) : undefined;
  // the amounts as grid integers too (`MoveOptions.units`): the balances' texts are then cut from numbers
  const notionalUnits = safe ? notionalInt : undefined;
  const notionalDp = g.tick.dp + g.step.dp;
  const feeUnits = charged.units === undefined ? undefined : -charged.units;
  const mayBorrow = a.margin !== undefined;
  if (r.side === 'BUY') {
    const text = notionalS && `-${notionalS}`;
    ledger.debit(a, quote, notional, 'SPOT_TRANSACTION', now, {
      text,
      units: notionalUnits,
      dp: notionalDp,
      release,
      releaseUnits,
      releaseDp,
      mayBorrow,
    });
    ledger.credit(a, base, qty, 'SPOT_TRANSACTION', now, { text: f.qtyS, units: sizeInt, dp: g.step.dp });
    ledger.adjust(a, base, -charged.fee, 'TRANSACTION_FEE', now, { text: charged.negative, units: feeUnits, dp: charged.dp });
    ledger.borrow(a, quote, now, notional, entry.locked);
  } else {
    const text = g.size.negative(lots);
    ledger.debit(a, base, qty, 'SPOT_TRANSACTION', now, {
      text,
      units: sizeInt,
      dp: g.step.dp,
      release,
      releaseUnits,
      releaseDp,
      mayBorrow,
    });
    ledger.credit(a, quote, notional, 'SPOT_TRANSACTION', now, { text: notionalS, units: notionalUnits, dp: notionalDp });
    ledger.adjust(a, quote, -charged.fee, 'TRANSACTION_FEE', now, { text: charged.negative, units: feeUnits, dp: charged.dp });
    ledger.borrow(a, base, now, qty, entry.locked);
  }
  return 0n;
}
