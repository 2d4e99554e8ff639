import { addWithScale, isBalanceString } from './decimal-sum';
import { ProtoReader, readUtf8, WireError } from './proto-reader';
import { ProtoWriter } from './proto-writer';

/**
 * `MerkleBalanceVector { repeated int32 index = 1; repeated string balances = 2; optional int32 leafIdnex = 3; }`:
 * token indexes in ascending order, their balances as decimal strings, and on leaves the leaf's index.
 */
export interface BalanceVector {
  readonly indexes: readonly number[];
  readonly balances: readonly string[];
  readonly leafIndex?: number;
}

/**
 * Canonical encoding: fields in number order, `index` packed, `leafIdnex` written whenever it is set (even 0).
 * This is how the exchange's checker re-serialises a leaf before hashing it.
 */
export function encodeBalanceVector(vector: BalanceVector, writer = new ProtoWriter(64)): Uint8Array {
  if (vector.indexes.length > 0) {
    const packed = new ProtoWriter(16);
    for (const index of vector.indexes) packed.varint(index);
    writer.bytesField(1, packed.finish());
  }
  for (const balance of vector.balances) writer.stringField(2, balance);
  if (vector.leafIndex !== undefined) writer.tag(3, 0).varint(vector.leafIndex);
  return writer.finish();
}

/** Decodes a balance vector; the reason when it is not well formed (bad wire bytes, unsorted indexes, bad numbers). */
export function decodeBalanceVector(bytes: Uint8Array, start = 0, end = bytes.length): BalanceVector | string {
  const indexes: number[] = [];
  const balances: string[] = [];
  let leafIndex: number | undefined;
  try {
    const r = new ProtoReader(bytes, start, end);
    while (!r.done) {
      const key = r.varint();
      const field = Math.floor(key / 8);
      const wire = key % 8;
      if (field === 1 && wire === 2) {
        const { start: s, length } = r.lengthDelimited();
        const packed = new ProtoReader(bytes, s, s + length);
        while (!packed.done) indexes.push(packed.varint());
      } else if (field === 1 && wire === 0) indexes.push(r.varint());
      else if (field === 2 && wire === 2) {
        const { start: s, length } = r.lengthDelimited();
        balances.push(readUtf8(bytes, s, length));
      } else if (field === 3 && wire === 0) leafIndex = r.varint();
      else r.skip(wire);
    }
  } catch (error) {
    if (error instanceof WireError) return `balance vector: ${error.message}`;
    throw error;
  }
  if (indexes.length !== balances.length) return 'balance vector: as many indexes as balances expected';
  for (let i = 1; i < indexes.length; i++) if (indexes[i] <= indexes[i - 1]) return 'balance vector: token indexes not ascending';
  const bad = balances.find((b) => !isBalanceString(b));
  if (bad !== undefined) return `balance vector: "${bad}" is not a decimal balance`;
  return leafIndex === undefined ? { indexes, balances } : { indexes, balances, leafIndex };
}

/** The element-wise sum of two vectors with the scale rules; tokens are the union of both (no leaf index). */
export function addVectors(a: BalanceVector, b: BalanceVector | undefined): BalanceVector {
  if (!b) return { indexes: a.indexes, balances: a.balances };
  const indexes: number[] = [];
  const balances: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.indexes.length || j < b.indexes.length) {
    const ai = i < a.indexes.length ? a.indexes[i] : Infinity;
    const bj = j < b.indexes.length ? b.indexes[j] : Infinity;
    if (ai === bj) balances.push(addWithScale(a.balances[i++], b.balances[j++]));
    else if (ai < bj) balances.push(a.balances[i++]);
    else balances.push(b.balances[j++]);
    indexes.push(Math.min(ai, bj));
  }
  return { indexes, balances };
}

/** The first token index where `actual` differs from `expected` (string equality: scale counts), if any. */
export function firstDifference(
  expected: BalanceVector,
  actual: BalanceVector,
): { index: number; expected: string; actual: string } | undefined {
  const all = [...new Set([...expected.indexes, ...actual.indexes])].sort((x, y) => x - y);
  for (const index of all) {
    const e = expected.balances[expected.indexes.indexOf(index)] ?? '';
    const a = actual.balances[actual.indexes.indexOf(index)] ?? '';
    if (e !== a) return { index, expected: e, actual: a };
  }
  return undefined;
}
