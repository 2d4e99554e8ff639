import type { ExecutionReport } from './account';

/** The order events the user is told about (REPLACED is the user's own amend: no toast). */
export type OrderEventKind = 'opened' | 'filled' | 'partiallyFilled' | 'cancelled' | 'rejected';

export interface OrderEvent {
  readonly kind: OrderEventKind;
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  /** The size this event is about: the fill's quantity for fills, else the order's quantity. */
  readonly quantity: string;
  readonly price: string;
  readonly reason: string;
}

export function orderEventOf(report: ExecutionReport): OrderEvent | undefined {
  const kind = ({ NEW: 'opened', FILLED: 'filled', PARTIAL_FILLED: 'partiallyFilled', CANCELLED: 'cancelled', REJECTED: 'rejected' } as const)[
    report.status as 'NEW'
  ] as OrderEventKind | undefined;
  if (!kind) return undefined;
  const fill = kind === 'filled' || kind === 'partiallyFilled';
  return {
    kind,
    symbol: report.symbol,
    side: report.side,
    quantity: fill ? report.executedQuantity : report.quantity,
    price: fill ? report.executedPrice : report.price,
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

/** Toast severity: rejections are errors, cancellations warnings, the rest successes. */
export function toastKindOf(kind: OrderEventKind): 'success' | 'warning' | 'error' {
  return kind === 'rejected' ? 'error' : kind === 'cancelled' ? 'warning' : 'success';
}
