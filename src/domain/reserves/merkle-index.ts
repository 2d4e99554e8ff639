import { ProtoReader, readUtf8, WireError } from './proto-reader';

export const HASH_BYTES = 32;

/**
 * A decoded `MerkleTree { repeated string tokens = 1; repeated MerkleNode nodes = 2; }` kept as offsets into the
 * bytes as delivered (a million-leaf tree has two million nodes: no object per node). Offsets are -1 when a
 * field is absent; `balanceAt`/`balanceLength` locate each node's serialised MerkleBalanceVector.
 */
export interface MerkleTreeIndex {
  readonly bytes: Uint8Array;
  readonly tokens: readonly string[];
  readonly count: number;
  readonly hashAt: Int32Array;
  readonly leftAt: Int32Array;
  readonly rightAt: Int32Array;
  readonly parentAt: Int32Array;
  readonly balanceAt: Int32Array;
  readonly balanceLength: Int32Array;
}

export type IndexResult =
  { readonly ok: true; readonly tree: MerkleTreeIndex } | { readonly ok: false; readonly reason: string; readonly node?: number };

type Columns = [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];

/** Indexes the tree bytes. Hashes, left, right and parent must be 32 bytes (an empty field counts as absent). */
export function indexMerkleTree(bytes: Uint8Array): IndexResult {
  const tokens: string[] = [];
  let cols = allocate(Math.max(16, Math.ceil(bytes.length / 90)));
  let count = 0;
  try {
    const r = new ProtoReader(bytes);
    while (!r.done) {
      const key = r.varint();
      if (key === 10) {
        const { start, length } = r.lengthDelimited();
        tokens.push(readUtf8(bytes, start, length));
      } else if (key === 18) {
        const { start, length } = r.lengthDelimited();
        if (count === cols[0].length) cols = grow(cols);
        const problem = readNode(bytes, start, start + length, cols, count);
        if (problem) return { ok: false, reason: problem, node: count };
        count++;
      } else r.skip(key % 8);
    }
  } catch (error) {
    if (error instanceof WireError) return { ok: false, reason: 'not-a-tree', node: count };
    throw error;
  }
  const [hashAt, leftAt, rightAt, parentAt, balanceAt, balanceLength] = cols.map((c) => c.subarray(0, count));
  return { ok: true, tree: { bytes, tokens, count, hashAt, leftAt, rightAt, parentAt, balanceAt, balanceLength } };
}

function readNode(bytes: Uint8Array, start: number, end: number, cols: Columns, i: number): string | undefined {
  for (let c = 0; c < 5; c++) cols[c][i] = -1;
  cols[5][i] = 0;
  const r = new ProtoReader(bytes, start, end);
  while (!r.done) {
    const key = r.varint();
    const field = key >>> 3;
    if ((key & 7) !== 2 || field < 1 || field > 5) {
      r.skip(key & 7);
      continue;
    }
    const { start: s, length } = r.lengthDelimited();
    if (field === 5) {
      cols[4][i] = s;
      cols[5][i] = length;
    } else if (length === HASH_BYTES) cols[field - 1][i] = s;
    else if (length !== 0 || field === 1) return 'bad-hash-length';
  }
  return cols[0][i] < 0 ? 'missing-hash' : undefined;
}

function allocate(n: number): Columns {
  return [new Int32Array(n), new Int32Array(n), new Int32Array(n), new Int32Array(n), new Int32Array(n), new Int32Array(n)];
}

function grow(cols: Columns): Columns {
  const next = allocate(cols[0].length * 2);
  next.forEach((col, c) => col.set(cols[c]));
  return next;
}

/** Node lookup by hash: an open-addressing table over the first four bytes of each node's hash. */
export class HashLookup {
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(private readonly tree: MerkleTreeIndex) {
    let size = 1;
    while (size < tree.count * 2) size *= 2;
    this.slots = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    for (let i = 0; i < tree.count; i++) {
      let slot = this.keyAt(tree.hashAt[i]) & this.mask;
      while (this.slots[slot] !== -1) slot = (slot + 1) & this.mask;
      this.slots[slot] = i;
    }
  }

  /** The first node whose hash equals the 32 bytes at `bytes[offset]`, or -1. */
  find(bytes: Uint8Array, offset: number): number {
    const { hashAt, bytes: tree } = this.tree;
    let slot = ((bytes[offset] << 24) | (bytes[offset + 1] << 16) | (bytes[offset + 2] << 8) | bytes[offset + 3]) & this.mask;
    for (;;) {
      const node = this.slots[slot];
      if (node === -1) return -1;
      if (sameHash(tree, hashAt[node], bytes, offset)) return node;
      slot = (slot + 1) & this.mask;
    }
  }

  private keyAt(offset: number): number {
    const b = this.tree.bytes;
    return (b[offset] << 24) | (b[offset + 1] << 16) | (b[offset + 2] << 8) | b[offset + 3];
  }
}

/** True when the 32-byte hashes at the two offsets are equal. */
export function sameHash(a: Uint8Array, aOff: number, b: Uint8Array, bOff: number): boolean {
  for (let k = 0; k < HASH_BYTES; k++) if (a[aOff + k] !== b[bOff + k]) return false;
  return true;
}
