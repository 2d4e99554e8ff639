/** Faults of the `{symbol}@orderbookupdate` stream (control surface): each applies to one delta. */
export const BOOK_FAULT_KINDS = ['drop', 'duplicate', 'reorder', 'crossed'] as const;
export type BookFaultKind = (typeof BOOK_FAULT_KINDS)[number];

interface PendingBookFault {
  readonly kind: BookFaultKind;
  /** Only this symbol's deltas; any symbol when absent. */
  readonly symbol?: string;
  remaining: number;
}

/**
 * Pending order book faults, consumed delta by delta: `drop` skips a delta, `duplicate` sends it twice,
 * `reorder` sends it after the next one of the same symbol, `crossed` adds a bid at the best ask.
 */
export class BookFaults {
  private pending: PendingBookFault[] = [];

  add(kind: BookFaultKind, symbol?: string, times = 1): void {
    this.pending.push({ kind, symbol, remaining: times });
  }

  /** The fault to apply to the next delta of `symbol`, if any (one use consumed). */
  take(symbol: string): BookFaultKind | undefined {
    const fault = this.pending.find((f) => f.symbol === undefined || f.symbol === symbol);
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.pending = this.pending.filter((f) => f !== fault);
    return fault.kind;
  }

  get size(): number {
    return this.pending.length;
  }

  reset(): void {
    this.pending = [];
  }
}
