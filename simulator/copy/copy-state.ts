import Decimal from 'decimal.js';
import type { CopySettings } from '../../src/domain/copy-trading/copy-settings';
import type { CopySkip } from '../../src/domain/copy-trading/copy-sizing';
import type { CopyRow } from './copy-rows';

/** A lead trader: a simulated trader picked as one, or a real account whose application was accepted. */
export interface LeadRecord {
  userId: number;
  /** Fraction of the copiers' net realised profit, 0–0.3. */
  profitShare: string;
  minCopyAmount: string;
  maxCopiers: number;
  since: number;
  simulated: boolean;
}

/** One copied position of a copy (its own fills only; the account's position is the sum of all). */
export interface CopyPosition {
  quantity: string;
  entryPrice: string;
}

export type CopyStatus = 'RUNNING' | 'STOPPED';
export type StopReason = 'USER' | 'PORTFOLIO_STOP_LOSS';

export interface CopyRecord {
  copyId: number;
  userId: number;
  leadUserId: number;
  settings: CopySettings;
  status: CopyStatus;
  createdTime: number;
  updatedTime: number;
  stoppedTime: number | null;
  stopReason: StopReason | null;
  /** On stop: whether the copied positions were closed (true) or kept in the account (false). */
  closedOnStop: boolean | null;
  positions: Record<string, CopyPosition>;
  /** Σ realised PnL and Σ fees of the copy's fills (USDT). */
  realisedPnl: string;
  fees: string;
  /** Σ COPY_FEE paid by the copy's filled orders (USDT; absent on copies stored before the copy fee). */
  copyFees?: string;
  /** The net realised profit already settled on (profit share's high water mark), and what was paid in all. */
  highWaterMark: string;
  profitShared: string;
  /**
   * The lead's profit share when the copy started: the terms of a running copy stay fixed (a lead's change applies to
   * new copies only). Absent on copies stored before: they settle at the lead's share, as they did.
   */
  profitShare?: string;
}

export type CopyOrderKind = 'OPEN' | 'CLOSE' | 'TAKE_PROFIT' | 'STOP_LOSS' | 'STOP';

/** One entry of a copy's history: an order placed for it, or a lead's fill not copied and why. */
export interface CopyOrderRecord {
  id: string;
  copyId: number;
  userId: number;
  symbol: string;
  side: 'BUY' | 'SELL';
  kind: CopyOrderKind;
  /** The lead's fill copied (absent for the copy's own TP/SL and stop closes). */
  leadPrice: string | null;
  leadQuantity: string | null;
  quantity: string;
  status: 'FILLED' | 'PARTIAL' | 'SKIPPED';
  skipReason: CopySkip | null;
  /** Why, in words (the engine's refusal, the slippage found, the cap that cut the size). */
  note: string;
  orderId: number | null;
  executedPrice: string | null;
  executedQuantity: string | null;
  /** The COPY_FEE this order paid (USDT; absent on skipped rows and rows stored before the copy fee). */
  copyFee?: string | null;
  createdTime: number;
}

/** In-memory state of simulator/copy, restored from the stored rows. */
export class CopyState {
  readonly leads = new Map<number, LeadRecord>();
  readonly copies = new Map<number, CopyRecord>();
  readonly history = new Map<number, CopyOrderRecord[]>();
  nextCopyId = 1;
  private nextOrderSeq = 1;

  constructor(rows: readonly CopyRow[]) {
    for (const r of rows) {
      if (r.kind === 'lead') this.leads.set(r.userId, r.body as LeadRecord);
      else if (r.kind === 'copy') {
        const c = r.body as CopyRecord;
        this.copies.set(c.copyId, c);
        this.nextCopyId = Math.max(this.nextCopyId, c.copyId + 1);
      } else {
        const o = r.body as CopyOrderRecord;
        this.historyOf(o.copyId).push(o);
        this.nextOrderSeq = Math.max(this.nextOrderSeq, Number(o.id.split('-')[1] ?? 0) + 1);
      }
    }
  }

  historyOf(copyId: number): CopyOrderRecord[] {
    let list = this.history.get(copyId);
    if (!list) this.history.set(copyId, (list = []));
    return list;
  }

  orderId(copyId: number): string {
    return `${copyId}-${this.nextOrderSeq++}`;
  }

  running(leadUserId?: number): CopyRecord[] {
    return [...this.copies.values()].filter((c) => c.status === 'RUNNING' && (leadUserId === undefined || c.leadUserId === leadUserId));
  }

  of(userId: number): CopyRecord[] {
    return [...this.copies.values()]
      .filter((c) => c.userId === userId)
      .sort((a, b) => b.createdTime - a.createdTime || b.copyId - a.copyId);
  }
}

/** The copy's net realised PnL: Σ realised − Σ trading fees − Σ copy fees (what the profit share is settled on). */
export const netRealised = (c: CopyRecord): Decimal => new Decimal(c.realisedPnl).minus(c.fees).minus(c.copyFees ?? '0');

/** The copy's open notional at entry prices (Σ |quantity| × entry). */
export const openNotional = (c: CopyRecord): Decimal =>
  Object.values(c.positions).reduce((s, p) => s.plus(new Decimal(p.quantity).abs().times(p.entryPrice)), new Decimal(0));

/** Applies a fill of the copy's own order to its copied position; returns the realised PnL of what it closed. */
export function applyCopyFill(c: CopyRecord, symbol: string, side: 'BUY' | 'SELL', quantity: string, price: string): Decimal {
  const signed = new Decimal(quantity).times(side === 'BUY' ? 1 : -1);
  const p = c.positions[symbol] ?? { quantity: '0', entryPrice: '0' };
  const held = new Decimal(p.quantity);
  let realised = new Decimal(0);
  let next: CopyPosition;
  if (held.isZero() || held.isPositive() === signed.isPositive()) {
    const total = held.plus(signed);
    const entry = held.abs().times(p.entryPrice).plus(signed.abs().times(price)).div(total.abs());
    next = { quantity: total.toFixed(), entryPrice: entry.toFixed() };
  } else {
    const closed = Decimal.min(held.abs(), signed.abs());
    realised = new Decimal(price)
      .minus(p.entryPrice)
      .times(closed)
      .times(held.isPositive() ? 1 : -1);
    const total = held.plus(signed);
    next = total.isZero()
      ? { quantity: '0', entryPrice: '0' }
      : total.isPositive() === held.isPositive()
        ? { quantity: total.toFixed(), entryPrice: p.entryPrice }
        : { quantity: total.toFixed(), entryPrice: price };
  }
  if (new Decimal(next.quantity).isZero()) delete c.positions[symbol];
  else c.positions[symbol] = next;
  c.realisedPnl = new Decimal(c.realisedPnl).plus(realised).toFixed();
  return realised;
}
