import type { LedgerRecord } from './records';
import { LEDGER_CHUNK, LedgerChunk } from './ledger-chunk';

export { LEDGER_CHUNK } from './ledger-chunk';

/** What the readers of an account's rows use: an array is one too (tests, snapshots). */
export interface LedgerList extends Iterable<LedgerRecord> {
  readonly length: number;
  at(index: number): LedgerRecord | undefined;
}

/**
 * An account's ledger rows, oldest first (`AccountState.ledger`), in chunks of columns (`LedgerChunk`): a row is
 * written into them as it is booked and no object is kept per row (a row and its two texts were three objects for
 * the garbage collector to copy and mark, ≈ 3 per order in the engine bench). A row read back (`at`, iteration) is a
 * new plain object equal to the one booked: `ledgerRecord`'s keys in its order, the same values and JSON.
 */
export class LedgerRows implements LedgerList {
  private readonly chunks: LedgerChunk[] = [];
  private last: LedgerChunk | undefined;
  /** Rows in the full chunks. */
  private full = 0;

  get length(): number {
    return this.full + (this.last === undefined ? 0 : this.last.count);
  }

  /** Adds rows of any shape (a store's, a test's): one not as `ledgerRecord` builds it is kept as it is. */
  push(...rows: LedgerRecord[]): number {
    for (const row of rows) this.add(row, false);
    return this.length;
  }

  /** Adds a row built by `ledgerRecord` (the ledger's own rows). */
  book(row: LedgerRecord): void {
    this.add(row, true);
  }

  at(index: number): LedgerRecord | undefined {
    const i = index < 0 ? this.length + index : index;
    if (!(i >= 0 && i < this.length)) return undefined;
    return this.chunks[Math.floor(i / LEDGER_CHUNK)]!.row(i % LEDGER_CHUNK);
  }

  *[Symbol.iterator](): IterableIterator<LedgerRecord> {
    // by index: a row booked while iterating is read too, as with an array
    for (let i = 0; i < this.length; i += 1) yield this.at(i)!;
  }

  toArray(): LedgerRecord[] {
    return [...this];
  }

  filter(keep: (row: LedgerRecord) => boolean): LedgerRecord[] {
    const rows: LedgerRecord[] = [];
    for (const row of this) if (keep(row)) rows.push(row);
    return rows;
  }

  map<T>(f: (row: LedgerRecord) => T): T[] {
    const out: T[] = [];
    for (const row of this) out.push(f(row));
    return out;
  }

  some(test: (row: LedgerRecord) => boolean): boolean {
    for (const row of this) if (test(row)) return true;
    return false;
  }

  find(test: (row: LedgerRecord) => boolean): LedgerRecord | undefined {
    for (const row of this) if (test(row)) return row;
    return undefined;
  }

  private add(row: LedgerRecord, known: boolean): void {
    let chunk = this.last;
    if (chunk === undefined || chunk.count === LEDGER_CHUNK) {
      if (chunk !== undefined) this.full += LEDGER_CHUNK;
      // an account's first chunk starts small and grows (most accounts of a test or a seeded market have a few rows)
      chunk = this.last = new LedgerChunk(this.chunks.length === 0 ? 0 : LEDGER_CHUNK);
      this.chunks.push(chunk);
    }
    chunk.add(row, known);
  }
}
