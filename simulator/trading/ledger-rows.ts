import type { LedgerRecord, LedgerType } from './records';
import { ledgerRecord } from './record-shapes';

/** Rows a sealed chunk holds (every chunk but the newest rows is full). */
export const LEDGER_CHUNK = 256;

/** What the readers of an account's rows use: an array is one too (tests, snapshots). */
export interface LedgerList extends Iterable<LedgerRecord> {
  readonly length: number;
  at(index: number): LedgerRecord | undefined;
}

/** The tokens and row types of every chunk, by a 16-bit index (a few dozen in practice). */
const names: string[] = [];
const nameIndex = new Map<string, number>();
const NAME_LIMIT = 0xffff;

function nameOf(text: string): number {
  let i = nameIndex.get(text);
  if (i === undefined) {
    if (names.length >= NAME_LIMIT) return -1;
    i = names.length;
    names.push(text);
    nameIndex.set(text, i);
  }
  return i;
}

const CANONICAL_KEYS = 'id,userId,token,type,amount,balanceAfter,createdTime';

/** Whether a row has exactly the shape `ledgerRecord` builds (its keys in its order, its types): it can be rebuilt. */
function canonical(row: LedgerRecord): boolean {
  return (
    typeof row.id === 'number' &&
    typeof row.userId === 'number' &&
    typeof row.token === 'string' &&
    typeof row.type === 'string' &&
    typeof row.amount === 'string' &&
    typeof row.balanceAfter === 'string' &&
    typeof row.createdTime === 'number' &&
    Object.keys(row).join() === CANONICAL_KEYS
  );
}

/**
 * `LEDGER_CHUNK` rows in columns: id, userId and time as doubles (exact for every number), token and type as indices
 * into `names`, amount and balanceAfter texts joined into one flat string cut at `ends`. A row of another shape (a
 * store's row without id or balanceAfter, a token past the name table) is kept as it is in `odd`.
 */
class Chunk {
  private readonly nums: Float64Array;
  private readonly ends: Uint32Array;
  private readonly kinds: Uint16Array;
  private readonly texts: string;
  private readonly odd: Map<number, LedgerRecord> | undefined;

  /** `rows`: `LEDGER_CHUNK` rows; `known[i]`: row i was built by `ledgerRecord` (no shape check needed). */
  constructor(rows: readonly LedgerRecord[], known: Uint8Array) {
    // one buffer for the three columns: one allocation outside the heap
    const buffer = new ArrayBuffer(LEDGER_CHUNK * 36);
    const nums = (this.nums = new Float64Array(buffer, 0, LEDGER_CHUNK * 3));
    const ends = (this.ends = new Uint32Array(buffer, LEDGER_CHUNK * 24, LEDGER_CHUNK * 2));
    const kinds = (this.kinds = new Uint16Array(buffer, LEDGER_CHUNK * 32, LEDGER_CHUNK * 2));
    let texts = '';
    let odd: Map<number, LedgerRecord> | undefined;
    for (let i = 0; i < rows.length; i += 1) {
      const row = rows[i]!;
      const token = known[i] === 1 || canonical(row) ? nameOf(row.token) : -1;
      const type = token < 0 ? -1 : nameOf(row.type);
      if (type < 0) {
        (odd ??= new Map()).set(i, row);
        ends[2 * i] = texts.length;
        ends[2 * i + 1] = texts.length;
        continue;
      }
      nums[3 * i] = row.id!;
      nums[3 * i + 1] = row.userId;
      nums[3 * i + 2] = row.createdTime;
      kinds[2 * i] = token;
      kinds[2 * i + 1] = type;
      texts += row.amount;
      ends[2 * i] = texts.length;
      texts += row.balanceAfter!;
      ends[2 * i + 1] = texts.length;
    }
    // a rope of the rows' texts until a character is read: V8 then copies it into one string and lets the parts go
    texts.charCodeAt(0);
    this.texts = texts;
    this.odd = odd;
  }

  /** Row `i` as `ledgerRecord` builds it (a new object each time; the same keys, values and types). */
  row(i: number): LedgerRecord {
    const kept = this.odd?.get(i);
    if (kept !== undefined) return kept;
    const start = i === 0 ? 0 : this.ends[2 * i - 1]!;
    const middle = this.ends[2 * i]!;
    return ledgerRecord(
      this.nums[3 * i]!,
      this.nums[3 * i + 1]!,
      names[this.kinds[2 * i]!]!,
      names[this.kinds[2 * i + 1]!] as LedgerType,
      this.texts.slice(start, middle),
      this.texts.slice(middle, this.ends[2 * i + 1]),
      this.nums[3 * i + 2]!,
    );
  }
}

/**
 * An account's ledger rows, oldest first (`AccountState.ledger`). The newest rows are kept as the objects they were
 * booked as; each time `LEDGER_CHUNK` of them have piled up they are sealed into a `Chunk` of columns, a few objects
 * instead of three per row (the row and its two texts), which the garbage collector no longer copies and marks one by
 * one. A row read back (`at`, iteration) is a new plain object equal to the one booked.
 */
export class LedgerRows implements LedgerList {
  private readonly chunks: Chunk[] = [];
  private recent: LedgerRecord[] = [];
  /** 1 where `recent[i]` was booked by the ledger (`book`). */
  private readonly known = new Uint8Array(LEDGER_CHUNK);

  get length(): number {
    return this.chunks.length * LEDGER_CHUNK + this.recent.length;
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
    const sealed = this.chunks.length * LEDGER_CHUNK;
    if (i >= sealed) return this.recent[i - sealed];
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
    this.known[this.recent.length] = known ? 1 : 0;
    this.recent.push(row);
    if (this.recent.length === LEDGER_CHUNK) {
      this.chunks.push(new Chunk(this.recent, this.known));
      this.recent = [];
    }
  }
}
