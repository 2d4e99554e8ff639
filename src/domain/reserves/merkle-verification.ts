import { addVectors, decodeBalanceVector, firstDifference, type BalanceVector } from './balance-vector';
import { toHex } from './hex';
import { HASH_BYTES, HashLookup, sameHash, type MerkleTreeIndex } from './merkle-index';
import type { MalformedReason, NodeRef, ProgressListener, Sha256, TokenAmount, VerificationOutcome } from './verification-outcome';

const PROGRESS_EVERY = 1 << 16;

class Failure {
  constructor(readonly outcome: VerificationOutcome) {}
}

/**
 * Checks a user's inclusion in a published tree, hashing bytes exactly as delivered:
 * 1. the root is the one node without a parent; leaves are the nodes without children;
 * 2. the user's leaves are those whose hash is SHA-256(user hash ‖ the leaf's balance-vector bytes);
 * 3. every ancestor of those leaves is re-hashed (SHA-256(left ‖ right), or SHA-256(left) for a single left
 *    child) and its balances must equal the sum of its children's, scale included, up to the root.
 * The first failure found bottom-up is returned, naming the node. Never throws on bad input.
 */
export function verifyInclusion(
  tree: MerkleTreeIndex,
  userHash: Uint8Array,
  sha256: Sha256,
  onProgress?: ProgressListener,
): VerificationOutcome {
  if (userHash.length !== HASH_BYTES) return { kind: 'malformed', reason: 'bad-user-hash' };
  try {
    const root = findRoot(tree);
    const leaves = findUserLeaves(tree, userHash, sha256, onProgress);
    if (leaves.length === 0) return { kind: 'not-included', root: hashHex(tree, root), leafTotal: countLeaves(tree) };
    const balances = leaves.map((leaf) => vectorOf(tree, leaf)).reduce((sum, v) => addVectors(sum, v), { indexes: [], balances: [] });
    const path = checkAncestors(tree, leaves, sha256);
    return {
      kind: 'verified',
      balances: named(tree, balances),
      leaves: leaves.map((leaf) => ref(tree, leaf)),
      pathHashes: path.map((node) => hashHex(tree, node)),
      root: hashHex(tree, root),
      rootTotals: named(tree, vectorOf(tree, root)),
      leafTotal: countLeaves(tree),
    };
  } catch (error) {
    if (error instanceof Failure) return error.outcome;
    throw error;
  }
}

function findRoot(tree: MerkleTreeIndex): number {
  let root = -1;
  for (let i = 0; i < tree.count; i++) {
    if (tree.leftAt[i] < 0 && tree.rightAt[i] >= 0) fail('right-without-left', tree, i);
    if (tree.parentAt[i] >= 0) continue;
    if (root >= 0) fail('several-roots', tree, i);
    root = i;
  }
  if (root < 0) fail('no-root');
  return root;
}

function findUserLeaves(tree: MerkleTreeIndex, userHash: Uint8Array, sha256: Sha256, onProgress?: ProgressListener): number[] {
  const { bytes, count, leftAt, hashAt, balanceAt, balanceLength } = tree;
  let scratch = new Uint8Array(256);
  scratch.set(userHash);
  const found: number[] = [];
  for (let i = 0; i < count; i++) {
    if (onProgress && (i & (PROGRESS_EVERY - 1)) === 0) onProgress(i, count);
    if (leftAt[i] >= 0) continue;
    const length = balanceLength[i];
    if (HASH_BYTES + length > scratch.length) {
      scratch = new Uint8Array((HASH_BYTES + length) * 2);
      scratch.set(userHash);
    }
    if (length > 0) scratch.set(bytes.subarray(balanceAt[i], balanceAt[i] + length), HASH_BYTES);
    const digest = sha256(scratch.subarray(0, HASH_BYTES + length));
    if (sameHash(digest, 0, bytes, hashAt[i])) found.push(i);
  }
  onProgress?.(count, count);
  return found;
}

/** Walks up from the leaves level by level; returns the ancestors checked, bottom-up. */
function checkAncestors(tree: MerkleTreeIndex, leaves: readonly number[], sha256: Sha256): number[] {
  const lookup = new HashLookup(tree);
  const seen = new Set<number>(leaves);
  const path: number[] = [];
  let current = [...leaves];
  while (current.length > 0) {
    const next: number[] = [];
    for (const child of current) {
      if (tree.parentAt[child] < 0) continue;
      const parent = parentOf(tree, lookup, child);
      if (seen.has(parent)) continue;
      seen.add(parent);
      checkNode(tree, lookup, parent, sha256);
      next.push(parent);
      path.push(parent);
    }
    if (path.length > tree.count) fail('cycle');
    current = next;
  }
  return path;
}

function parentOf(tree: MerkleTreeIndex, lookup: HashLookup, child: number): number {
  const { bytes, hashAt, leftAt, rightAt } = tree;
  const claimed = lookup.find(bytes, tree.parentAt[child]);
  const links = (p: number) =>
    sameHash(bytes, leftAt[p], bytes, hashAt[child]) || (rightAt[p] >= 0 && sameHash(bytes, rightAt[p], bytes, hashAt[child]));
  if (claimed >= 0) {
    if (leftAt[claimed] < 0 || !links(claimed)) fail('not-a-child', tree, claimed);
    return claimed;
  }
  // The parent's stored hash may have been altered: find it by its link to the child, so its hash check names it.
  for (let p = 0; p < tree.count; p++) if (leftAt[p] >= 0 && links(p)) return p;
  return fail('missing-parent', tree, child);
}

function checkNode(tree: MerkleTreeIndex, lookup: HashLookup, node: number, sha256: Sha256): void {
  const { bytes, leftAt, rightAt, hashAt } = tree;
  const right = rightAt[node];
  const input = new Uint8Array(right >= 0 ? 2 * HASH_BYTES : HASH_BYTES);
  input.set(bytes.subarray(leftAt[node], leftAt[node] + HASH_BYTES));
  if (right >= 0) input.set(bytes.subarray(right, right + HASH_BYTES), HASH_BYTES);
  const computed = sha256(input);
  if (!sameHash(computed, 0, bytes, hashAt[node])) {
    throw new Failure({ kind: 'hash-mismatch', node: ref(tree, node), expected: toHex(computed), actual: hashHex(tree, node) });
  }
  const leftChild = lookup.find(bytes, leftAt[node]);
  const rightChild = right >= 0 ? lookup.find(bytes, right) : -1;
  if (leftChild < 0 || (right >= 0 && rightChild < 0)) fail('missing-child', tree, node);
  const expected = addVectors(vectorOf(tree, leftChild), rightChild >= 0 ? vectorOf(tree, rightChild) : undefined);
  const difference = firstDifference(expected, vectorOf(tree, node));
  if (difference) {
    throw new Failure({
      kind: 'balance-mismatch',
      node: ref(tree, node),
      token: tokenName(tree, difference.index),
      expected: difference.expected,
      actual: difference.actual,
    });
  }
}

function vectorOf(tree: MerkleTreeIndex, node: number): BalanceVector {
  const at = tree.balanceAt[node];
  if (at < 0) return { indexes: [], balances: [] };
  const decoded = decodeBalanceVector(tree.bytes, at, at + tree.balanceLength[node]);
  if (typeof decoded === 'string') return fail('bad-balance', tree, node, decoded);
  return decoded;
}

function named(tree: MerkleTreeIndex, vector: BalanceVector): TokenAmount[] {
  return vector.indexes.map((index, i) => ({ token: tokenName(tree, index), amount: vector.balances[i] }));
}

const tokenName = (tree: MerkleTreeIndex, index: number) => tree.tokens[index] ?? `#${index}`;
const hashHex = (tree: MerkleTreeIndex, node: number) => toHex(tree.bytes.subarray(tree.hashAt[node], tree.hashAt[node] + HASH_BYTES));
const ref = (tree: MerkleTreeIndex, node: number): NodeRef => ({ index: node, hash: hashHex(tree, node) });

function countLeaves(tree: MerkleTreeIndex): number {
  let n = 0;
  for (let i = 0; i < tree.count; i++) if (tree.leftAt[i] < 0) n++;
  return n;
}

function fail(reason: MalformedReason, tree?: MerkleTreeIndex, node?: number, detail?: string): never {
  const outcome: VerificationOutcome = {
    kind: 'malformed',
    reason,
    ...(tree && node !== undefined ? { node: ref(tree, node) } : {}),
    ...(detail ? { detail } : {}),
  };
  throw new Failure(outcome);
}
