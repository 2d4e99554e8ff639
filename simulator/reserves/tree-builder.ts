import { createHash } from 'node:crypto';
import { encodeBalanceVector } from '../../src/domain/reserves/balance-vector';
import { writeTreeNode, writeTreeTokens } from '../../src/domain/reserves/merkle-encoding';
import { ProtoWriter } from '../../src/domain/reserves/proto-writer';
import { addFixed, formatFixed, type Fixed } from './fixed-point';
import { leavesPerLevel2Node } from './tree-layout';

/** One leaf before hashing: the user hash and the leaf's balances by token index (ascending). */
export interface LeafInput {
  readonly userHash: Uint8Array;
  readonly balances: ReadonlyMap<number, Fixed>;
}

export interface BuiltTree {
  readonly bytes: Uint8Array;
  readonly rootHash: string;
  readonly leafCount: number;
  readonly nodeCount: number;
  /** Root totals by token name, with the root's scale. */
  readonly totals: readonly { token: string; amount: string }[];
}

type Vector = Map<number, Fixed>;
interface Level {
  hashes: Uint8Array[];
  vectors: Vector[];
  encoded: Uint8Array[];
  left: number[][];
}

const sha256 = (...parts: Uint8Array[]): Uint8Array => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return new Uint8Array(h.digest());
};

function encode(vector: Vector, leafIndex?: number): Uint8Array {
  const indexes = [...vector.keys()].sort((a, b) => a - b);
  return encodeBalanceVector({ indexes, balances: indexes.map((i) => formatFixed(vector.get(i)!)), leafIndex });
}

function sum(a: Vector, b: Vector | undefined): Vector {
  const out = new Map(a);
  if (b) for (const [i, v] of b) out.set(i, out.has(i) ? addFixed(out.get(i)!, v) : v);
  return out;
}

/** Builds the published tree from leaves already in their final left-to-right order (leafIdnex = position). */
export function buildTree(tokens: readonly string[], leaves: readonly LeafInput[]): BuiltTree {
  if (leaves.length === 0) throw new Error('an audit needs at least one leaf');
  const base: Level = { hashes: [], vectors: [], encoded: [], left: [] };
  leaves.forEach((leaf, i) => {
    const vector = new Map(leaf.balances);
    const bytes = encode(vector, i);
    base.vectors.push(vector);
    base.encoded.push(bytes);
    base.hashes.push(sha256(leaf.userHash, bytes));
  });
  const levels: Level[] = [base];
  let groups = leavesPerLevel2Node(leaves.length);
  while (levels[levels.length - 1].hashes.length > 1 || levels.length === 1) {
    const below = levels[levels.length - 1];
    const level: Level = { hashes: [], vectors: [], encoded: [], left: [] };
    let child = 0;
    for (const size of groups) {
      const kids = size === 2 ? [child, child + 1] : [child];
      child += size;
      const vector = sum(below.vectors[kids[0]], size === 2 ? below.vectors[kids[1]] : undefined);
      level.vectors.push(vector);
      level.encoded.push(encode(vector));
      level.hashes.push(sha256(...kids.map((k) => below.hashes[k])));
      level.left.push(kids);
    }
    below.vectors = [];
    levels.push(level);
    const n = level.hashes.length;
    groups = Array.from({ length: Math.ceil(n / 2) }, (_, i) => (2 * i + 1 < n ? 2 : 1));
  }
  return write(tokens, levels);
}

function write(tokens: readonly string[], levels: Level[]): BuiltTree {
  const writer = new ProtoWriter(1 << 20);
  writeTreeTokens(writer, tokens);
  let nodeCount = 0;
  levels.forEach((level, depth) => {
    const above = levels[depth + 1];
    const parentOf: number[] = [];
    above?.left.forEach((kids, p) => kids.forEach((k) => (parentOf[k] = p)));
    const below = levels[depth - 1];
    level.hashes.forEach((hash, i) => {
      const kids = level.left[i];
      writeTreeNode(writer, {
        hash,
        left: kids ? below.hashes[kids[0]] : undefined,
        right: kids && kids.length === 2 ? below.hashes[kids[1]] : undefined,
        parent: above ? above.hashes[parentOf[i]] : undefined,
        balance: level.encoded[i],
      });
      nodeCount++;
    });
  });
  const root = levels[levels.length - 1];
  const totals = [...root.vectors[0].entries()].sort(([a], [b]) => a - b).map(([i, v]) => ({ token: tokens[i], amount: formatFixed(v) }));
  return {
    bytes: writer.finish(),
    rootHash: Buffer.from(root.hashes[0]).toString('hex'),
    leafCount: levels[0].hashes.length,
    nodeCount,
    totals,
  };
}
