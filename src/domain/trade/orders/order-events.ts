import Decimal from 'decimal.js';
import type { ExecutionReport } from './account';

const positive = (value: string): boolean => /^[0-9.]+$/.test(value) && new Decimal(value).gt(0);

/**
 * The order events the user is told about (REPLACED is the user's own amend: no toast). A fill of the engine's
 * closing order with reason LIQUIDATION is `liquidated` ("Your PERP_BTC_USDT long was liquidated at …").
 */
export type OrderEventKind = 'opened' | 'filled' | 'partiallyFilled' | 'cancelled' | 'rejected' | 'liquidated';

/** The execution report's `reason` of a liquidation's closing order. */
export const LIQUIDATION_REASON = 'LIQUIDATION';

export interface OrderEvent {
  readonly kind: OrderEventKind;
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  /**
   * The size this event is about: a partial fill's own quantity (at its price); for a FILLED order the whole
   * executed quantity at its average price (a market order that swept three levels is "filled: 0.01 at the
   * average", not its last 0.004); else the order's quantity.
   */
  readonly quantity: string;
  readonly price: string;
  readonly reason: string;
}

export function orderEventOf(report: ExecutionReport): OrderEvent | undefined {
  const kind = (
    { NEW: 'opened', FILLED: 'filled', PARTIAL_FILLED: 'partiallyFilled', CANCELLED: 'cancelled', REJECTED: 'rejected' } as const
  )[report.status as 'NEW'] as OrderEventKind | undefined;
  if (!kind) return undefined;
  const fill = kind === 'filled' || kind === 'partiallyFilled';
  const whole = kind === 'filled' && positive(report.totalExecutedQuantity) && positive(report.avgPrice);
  return {
    kind: fill && report.reason === LIQUIDATION_REASON ? 'liquidated' : kind,
    symbol: report.symbol,
    side: report.side,
    quantity: whole ? report.totalExecutedQuantity : fill ? report.executedQuantity : report.quantity,
    price: whole ? report.avgPrice : fill ? report.executedPrice : report.price,
    reason: report.reason,
  };
}

/** One toast: a single event, or several of one kind grouped ("5 orders filled"). */
export type OrderToast =
  | { readonly kind: OrderEventKind; readonly count: 1; readonly event: OrderEvent }
  | { readonly kind: OrderEventKind; readonly count: number; readonly event?: undefined };

/** Events of one window, one toast per kind in the order the kinds first arrived; a kind seen more than `groupFrom − 1` times is grouped. */
export function groupOrderEvents(events: readonly OrderEvent[], groupFrom = 2): OrderToast[] {
  const byKind = new Map<OrderEventKind, OrderEvent[]>();
  for (const e of events) byKind.set(e.kind, [...(byKind.get(e.kind) ?? []), e]);
  const toasts: OrderToast[] = [];
  for (const [kind, list] of byKind) {
    if (list.length >= groupFrom) toasts.push({ kind, count: list.length });
    else for (const event of list) toasts.push({ kind, count: 1, event });
  }
  return toasts;
}

/** A toast of one kind of order event still on screen, how many events it tells, and which toast of its kind it is. */
export interface RunningToast {
  readonly count: number;
  readonly shownAt: number;
  /** 1 for the first toast of its kind, then one more for each new toast (not for an update in place). */
  readonly serial: number;
}

/**
 * A toast is counted on in place only while it has this long left on screen. Nearer its end the toast library may
 * already be closing it (its timer runs late on a busy page): an update in place would land on a toast about to go and
 * be gone with it, so the events get a new toast instead (an e2e run saw a stop's "Order filled" vanish that way).
 */
export const TOAST_UPDATE_MARGIN_MS = 500;

/**
 * How many events the toast of `toast.kind` tells now: a toast of that kind still on screen (shown less than
 * `durationMs` − the margin ago) adds them to its count, so a stream of fills updates one toast ("37 orders filled")
 * in place; otherwise a new toast (the next serial) tells them.
 */
export function runningToast(previous: RunningToast | undefined, toast: OrderToast, now: number, durationMs: number): RunningToast {
  const live = previous !== undefined && now - previous.shownAt < durationMs - TOAST_UPDATE_MARGIN_MS;
  return {
    count: (live ? previous.count : 0) + toast.count,
    shownAt: now,
    serial: live ? previous.serial : (previous?.serial ?? 0) + 1,
  };
}

/** The toast library's key of a running toast: an update in place keeps it, a new toast of the kind has its own. */
export const runningToastKey = (kind: OrderEventKind, running: RunningToast): string => `order-${kind}-${running.serial}`;

/** Toast severity: rejections and liquidations are errors, cancellations warnings, the rest successes. */
export function toastKindOf(kind: OrderEventKind): 'success' | 'warning' | 'error' {
  return kind === 'rejected' || kind === 'liquidated' ? 'error' : kind === 'cancelled' ? 'warning' : 'success';
}

/** The side of the position a closing order closed: a sell closes a long. */
export function closedPositionSide(orderSide: 'BUY' | 'SELL'): 'LONG' | 'SHORT' {
  return orderSide === 'SELL' ? 'LONG' : 'SHORT';
}

/** A plain decimal string with thousands separators: "61234.5" → "61,234.5" (exact: no float). */
export function groupedDecimal(value: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(value);
  if (!match) return value;
  return `${match[1]}${match[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${match[3] ?? ''}`;
}
