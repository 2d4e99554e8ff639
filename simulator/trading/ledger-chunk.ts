import type { LedgerRecord, LedgerType } from './records';
import { ledgerRecord } from './record-shapes';

/** Rows a chunk holds (an account's first chunk starts with `FIRST_ROWS` and grows to this). */
export const LEDGER_CHUNK = 256;
const FIRST_ROWS = 16;
/** Text bytes a chunk starts with per row (a row's amount and balanceAfter are ≈ 20–40 characters). */
const TEXT_PER_ROW = 48;

/**
 * The chunks' columns are carved from shared blocks of memory outside the heap: one `ArrayBuffer` allocation (and its
 * zeroing and external-memory accounting) per megabyte, not one per chunk.
 */
const BLOCK = 1 << 20;
let block = new ArrayBuffer(0);
let used = 0;

function carve(bytes: number): { buffer: ArrayBuffer; offset: number } {
  const size = (bytes + 7) & ~7;
  if (size > BLOCK) return { buffer: new ArrayBuffer(size), offset: 0 };
  if (used + size > block.byteLength) {
    block = new ArrayBuffer(BLOCK);
    used = 0;
  }
  const offset = used;
  used += size;
  return { buffer: block, offset };
}

/** The tokens and row types of every chunk, by a 16-bit index (a few dozen in practice). */
const names: string[] = [];
const nameIndex = new Map<string, number>();

function nameOf(text: string): number {
  let i = nameIndex.get(text);
  if (i === undefined) {
    if (names.length > 0xffff) return -1;
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
 * Up to `LEDGER_CHUNK` ledger rows in columns, written as each row is booked: id, userId and time as doubles (exact
 * for every number), token and type as indices into `names`, the amount and balanceAfter texts as bytes (one per
 * character) cut at `ends`. No object is kept per row. A row of another shape (a store's row without id or
 * balanceAfter, a text beyond Latin-1) is kept as it is in `odd`.
 */
export class LedgerChunk {
  count = 0;
  private capacity = 0;
  private nums = new Float64Array(0);
  private ends = new Uint32Array(0);
  private kinds = new Uint16Array(0);
  private bytes = new Uint8Array(0);
  private textEnd = 0;
  private odd: Map<number, LedgerRecord> | undefined;

  /** `rows`: room to start with (0: `FIRST_ROWS`, growing to `LEDGER_CHUNK` as rows come). */
  constructor(rows: number) {
    const room = rows === 0 ? FIRST_ROWS : Math.min(rows, LEDGER_CHUNK);
    this.columns(room);
    this.text(room * TEXT_PER_ROW);
  }

  /** Adds a row (`known`: built by `ledgerRecord`, no shape check needed). The chunk must not be full. */
  add(row: LedgerRecord, known: boolean): void {
    const i = this.count;
    if (i === this.capacity) this.columns(this.capacity * 2);
    this.count = i + 1;
    const start = this.textEnd;
    const token = known || canonical(row) ? nameOf(row.token) : -1;
    const type = token < 0 ? -1 : nameOf(row.type);
    if (type >= 0 && this.write(row.amount)) {
      this.ends[2 * i] = this.textEnd;
      if (this.write(row.balanceAfter!)) {
        this.ends[2 * i + 1] = this.textEnd;
        this.nums[3 * i] = row.id!;
        this.nums[3 * i + 1] = row.userId;
        this.nums[3 * i + 2] = row.createdTime;
        this.kinds[2 * i] = token;
        this.kinds[2 * i + 1] = type;
        return;
      }
    }
    this.textEnd = start;
    this.ends[2 * i] = start;
    this.ends[2 * i + 1] = start;
    (this.odd ??= new Map()).set(i, row);
  }

  /** Row `i` as `ledgerRecord` builds it (a new object each time: the same keys, values and types). */
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
      this.read(start, middle),
      this.read(middle, this.ends[2 * i + 1]!),
      this.nums[3 * i + 2]!,
    );
  }

  /** Appends `text`'s characters as bytes; false (and nothing kept) when one is beyond Latin-1. */
  private write(text: string): boolean {
    const n = text.length;
    if (this.textEnd + n > this.bytes.length) this.text(Math.max(this.bytes.length * 2, this.textEnd + n));
    const bytes = this.bytes;
    let at = this.textEnd;
    for (let k = 0; k < n; k += 1) {
      const c = text.charCodeAt(k);
      if (c > 0xff) return false;
      bytes[at++] = c;
    }
    this.textEnd = at;
    return true;
  }

  private read(start: number, end: number): string {
    return String.fromCharCode.apply(null, this.bytes.subarray(start, end) as unknown as number[]);
  }

  /** Room for `rows` rows (the first chunk grows; the rows so far are copied). */
  private columns(rows: number): void {
    const { buffer, offset } = carve(rows * 36);
    const nums = new Float64Array(buffer, offset, rows * 3);
    const ends = new Uint32Array(buffer, offset + rows * 24, rows * 2);
    const kinds = new Uint16Array(buffer, offset + rows * 32, rows * 2);
    nums.set(this.nums);
    ends.set(this.ends);
    kinds.set(this.kinds);
    this.nums = nums;
    this.ends = ends;
    this.kinds = kinds;
    this.capacity = rows;
  }

  private text(bytes: number): void {
    const { buffer, offset } = carve(bytes);
    const next = new Uint8Array(buffer, offset, bytes);
    next.set(this.bytes.subarray(0, this.textEnd));
    this.bytes = next;
  }
}
