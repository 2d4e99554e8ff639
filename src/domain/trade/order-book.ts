/**
 * The local order book and the exchange's recipe to keep it (trading-facts.md, "Local book recipe"):
 * subscribe and buffer deltas; fetch a snapshot; drop buffered deltas not newer than it and apply from the
 * one whose `prevTs` equals the snapshot's timestamp; every later delta's `prevTs` must equal the previous
 * delta's `ts`, else resynchronise (new snapshot). A quantity of 0 deletes the level; a book whose best ask
 * is at or below its best bid is broken: resynchronise. Prices and quantities are decimal strings.
 */

/** One level: canonical decimal strings (no exponent, no trailing zeros: the adapters normalise them). */
export interface PriceLevel {
  readonly price: string;
  readonly quantity: string;
}

export interface BookSnapshot {
  /** The snapshot's timestamp: the `ts` of the last delta it includes. */
  readonly ts: number;
  /** Best first (highest bid first, lowest ask first); the order is not relied on. */
  readonly bids: readonly PriceLevel[];
  readonly asks: readonly PriceLevel[];
}

export interface BookDelta {
  readonly ts: number;
  readonly prevTs: number;
  readonly bids: readonly PriceLevel[];
  readonly asks: readonly PriceLevel[];
}

export type ResyncReason = 'start' | 'gap' | 'crossed' | 'stale-snapshot' | 'overflow';

/** What the caller must do after feeding the book: repaint (`changed`), fetch a new snapshot (`resync`). */
export interface SyncOutcome {
  readonly changed: boolean;
  readonly resync?: ResyncReason;
}

export interface SyncCounters {
  applied: number;
  /** Deltas not newer than the book (duplicates, late arrivals): ignored. */
  stale: number;
  /** Buffered deltas dropped because the snapshot already held them. */
  skipped: number;
  resyncs: number;
  gaps: number;
  crossed: number;
}

/** Deltas kept while waiting for a snapshot; beyond it the oldest go and the snapshot must be newer. */
export const MAX_BUFFERED_DELTAS = 2000;

const ZERO = /^0(\.0*)?$/;

export function isZeroQuantity(quantity: string): boolean {
  return ZERO.test(quantity);
}

interface Level extends PriceLevel {
  /** The price as a number: for ordering only, never for arithmetic. */
  readonly n: number;
}

/** One side: a map by price plus a best-first array rebuilt lazily after a change. */
class BookSide {
  private readonly levels = new Map<string, Level>();
  private sorted: Level[] | undefined = [];

  constructor(private readonly descending: boolean) {}

  get size(): number {
    return this.levels.size;
  }

  clear(): void {
    this.levels.clear();
    this.sorted = [];
  }

  set(level: PriceLevel): void {
    if (isZeroQuantity(level.quantity)) {
      if (this.levels.delete(level.price)) this.sorted = undefined;
      return;
    }
    this.levels.set(level.price, { price: level.price, quantity: level.quantity, n: Number(level.price) });
    this.sorted = undefined;
  }

  best(): Level | undefined {
    if (this.sorted) return this.sorted[0];
    let best: Level | undefined;
    for (const level of this.levels.values()) {
      if (!best || (this.descending ? level.n > best.n : level.n < best.n)) best = level;
    }
    return best;
  }

  /** Best first. The array is shared until the next change: do not mutate it. */
  list(): readonly PriceLevel[] {
    if (!this.sorted) {
      this.sorted = [...this.levels.values()].sort(this.descending ? (a, b) => b.n - a.n : (a, b) => a.n - b.n);
    }
    return this.sorted;
  }
}

/**
 * One symbol's book kept by the recipe. Not thread-bound, no I/O: the caller fetches the snapshot when an
 * outcome asks for it and hands it to `onSnapshot`.
 */
export class OrderBookSync {
  private readonly bids = new BookSide(true);
  private readonly asks = new BookSide(false);
  private buffer: BookDelta[] = [];
  private synced = false;
  private lastTs = 0;
  readonly counters: SyncCounters = { applied: 0, stale: 0, skipped: 0, resyncs: 0, gaps: 0, crossed: 0 };

  /** True once a snapshot and its chain are applied; false while (re)synchronising. */
  get isSynced(): boolean {
    return this.synced;
  }

  /** The timestamp of the last applied snapshot or delta (0 before the first). */
  get ts(): number {
    return this.lastTs;
  }

  get bufferedDeltas(): number {
    return this.buffer.length;
  }

  /** Bids best (highest) first. Empty while not synchronised. */
  bidLevels(): readonly PriceLevel[] {
    return this.synced ? this.bids.list() : [];
  }

  /** Asks best (lowest) first. Empty while not synchronised. */
  askLevels(): readonly PriceLevel[] {
    return this.synced ? this.asks.list() : [];
  }

  /** Starts buffering; the caller fetches the first snapshot. */
  start(): SyncOutcome {
    this.synced = false;
    this.buffer = [];
    return { changed: false, resync: 'start' };
  }

  onDelta(delta: BookDelta): SyncOutcome {
    if (!this.synced) {
      this.buffer.push(delta);
      if (this.buffer.length > MAX_BUFFERED_DELTAS) this.buffer.splice(0, this.buffer.length - MAX_BUFFERED_DELTAS);
      return { changed: false };
    }
    if (delta.ts <= this.lastTs) {
      this.counters.stale += 1;
      return { changed: false };
    }
    if (delta.prevTs !== this.lastTs) {
      this.counters.gaps += 1;
      return this.resync('gap', [delta]);
    }
    this.apply(delta);
    if (this.isCrossed()) {
      this.counters.crossed += 1;
      return this.resync('crossed', []);
    }
    return { changed: true };
  }

  /**
   * A snapshot arrived. Ignored when the book is already synchronised (a late answer). Otherwise the book
   * becomes the snapshot and the buffered chain that starts at its timestamp is applied.
   */
  onSnapshot(snapshot: BookSnapshot): SyncOutcome {
    if (this.synced) return { changed: false };
    this.bids.clear();
    this.asks.clear();
    for (const level of snapshot.bids) this.bids.set(level);
    for (const level of snapshot.asks) this.asks.set(level);
    this.lastTs = snapshot.ts;
    const newer = this.buffer.filter((d) => d.ts > snapshot.ts);
    this.counters.skipped += this.buffer.length - newer.length;
    this.buffer = [];
    if (this.isCrossed()) {
      this.counters.crossed += 1;
      return this.resync('crossed', newer);
    }
    const first = newer.findIndex((d) => d.prevTs === snapshot.ts);
    if (first < 0 && newer.length > 0) return this.resync('stale-snapshot', newer);
    this.synced = true;
    for (let i = Math.max(0, first); first >= 0 && i < newer.length; i += 1) {
      const outcome = this.onDelta(newer[i]);
      if (outcome.resync) {
        // keep what came after the break for the next snapshot
        this.buffer.push(...newer.slice(i + 1));
        return outcome;
      }
    }
    return { changed: true };
  }

  private apply(delta: BookDelta): void {
    for (const level of delta.bids) this.bids.set(level);
    for (const level of delta.asks) this.asks.set(level);
    this.lastTs = delta.ts;
    this.counters.applied += 1;
  }

  private isCrossed(): boolean {
    const bid = this.bids.best();
    const ask = this.asks.best();
    return bid !== undefined && ask !== undefined && ask.n <= bid.n;
  }

  private resync(reason: ResyncReason, keep: BookDelta[]): SyncOutcome {
    this.synced = false;
    this.counters.resyncs += 1;
    this.buffer = keep;
    this.bids.clear();
    this.asks.clear();
    return { changed: true, resync: reason };
  }
}
