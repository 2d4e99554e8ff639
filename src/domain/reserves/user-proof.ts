import { checkTreeBytes } from './check-tree';
import { HASH_BYTES, HashLookup, indexMerkleTree, sameHash, type MerkleTreeIndex } from './merkle-index';
import { writeTreeNode, writeTreeTokens } from './merkle-encoding';
import { ProtoWriter } from './proto-writer';
import type { Sha256, TokenAmount, VerificationOutcome } from './verification-outcome';

/** What the audit publishes beside its tree (`snapshot_overview`): a proof is checked against these. */
export interface PublishedAudit {
  readonly rootHash: string;
  readonly totals: readonly TokenAmount[];
  readonly leafCount: number;
}

const slice = (tree: MerkleTreeIndex, at: number, length: number): Uint8Array | undefined =>
  at < 0 ? undefined : tree.bytes.subarray(at, at + length);

/**
 * A user's own proof, cut from the full tree: the user's leaves, every ancestor up to the root and each ancestor's
 * children (the siblings on the way), in the tree's own `MerkleTree` protobuf format and order. A few kilobytes
 * instead of the whole tree; `undefined` when the user has no leaf (or the tree cannot be read).
 */
export function extractUserProof(bytes: Uint8Array, userHash: Uint8Array, sha256: Sha256): Uint8Array | undefined {
  const indexed = indexMerkleTree(bytes);
  if (!indexed.ok || userHash.length !== HASH_BYTES) return undefined;
  const tree = indexed.tree;
  const leaves = userLeaves(tree, userHash, sha256);
  if (leaves.length === 0) return undefined;
  const lookup = new HashLookup(tree);
  const keep = new Set<number>(leaves);
  let current = leaves;
  while (current.length > 0) {
    const next: number[] = [];
    for (const node of current) {
      if (tree.parentAt[node] < 0) continue;
      const parent = lookup.find(tree.bytes, tree.parentAt[node]);
      if (parent < 0 || keep.has(parent)) continue;
      keep.add(parent);
      next.push(parent);
      for (const childAt of [tree.leftAt[parent], tree.rightAt[parent]]) {
        const child = childAt >= 0 ? lookup.find(tree.bytes, childAt) : -1;
        if (child >= 0) keep.add(child);
      }
    }
    current = next;
  }
  const writer = new ProtoWriter(4096);
  writeTreeTokens(writer, tree.tokens);
  for (const node of [...keep].sort((a, b) => a - b)) {
    writeTreeNode(writer, {
      hash: slice(tree, tree.hashAt[node], HASH_BYTES)!,
      left: slice(tree, tree.leftAt[node], HASH_BYTES),
      right: slice(tree, tree.rightAt[node], HASH_BYTES),
      parent: slice(tree, tree.parentAt[node], HASH_BYTES),
      balance: slice(tree, tree.balanceAt[node], tree.balanceLength[node]) ?? new Uint8Array(0),
    });
  }
  return writer.finish();
}

function userLeaves(tree: MerkleTreeIndex, userHash: Uint8Array, sha256: Sha256): number[] {
  const found: number[] = [];
  let scratch = new Uint8Array(256);
  for (let i = 0; i < tree.count; i++) {
    if (tree.leftAt[i] >= 0) continue;
    const length = tree.balanceLength[i];
    if (HASH_BYTES + length > scratch.length) scratch = new Uint8Array((HASH_BYTES + length) * 2);
    scratch.set(userHash);
    if (length > 0) scratch.set(tree.bytes.subarray(tree.balanceAt[i], tree.balanceAt[i] + length), HASH_BYTES);
    if (sameHash(sha256(scratch.subarray(0, HASH_BYTES + length)), 0, tree.bytes, tree.hashAt[i])) found.push(i);
  }
  return found;
}

/**
 * Checks a user's proof in the browser: the same inclusion check as the full tree's (leaves re-hashed, every ancestor
 * re-hashed and its sums checked, up to the root), then the proof's root must be the audit's published root and its
 * totals the published totals. A tampered proof fails naming the node (its index in the proof and its hash).
 */
export function checkUserProof(bytes: Uint8Array, userHashHex: string, published: PublishedAudit, sha256: Sha256): VerificationOutcome {
  const outcome = checkTreeBytes(bytes, userHashHex, sha256);
  if (outcome.kind === 'not-included' || outcome.kind === 'verified') {
    const rootIndex = rootIndexOf(bytes);
    if (outcome.root !== published.rootHash.toLowerCase()) {
      return {
        kind: 'hash-mismatch',
        node: { index: rootIndex, hash: outcome.root },
        expected: published.rootHash.toLowerCase(),
        actual: outcome.root,
      };
    }
    if (outcome.kind === 'not-included') return { ...outcome, leafTotal: published.leafCount };
    const difference = firstTotalDifference(published.totals, outcome.rootTotals);
    if (difference) return { kind: 'balance-mismatch', node: { index: rootIndex, hash: outcome.root }, ...difference };
    return { ...outcome, leafTotal: published.leafCount };
  }
  return outcome;
}

function rootIndexOf(bytes: Uint8Array): number {
  const indexed = indexMerkleTree(bytes);
  if (!indexed.ok) return -1;
  for (let i = 0; i < indexed.tree.count; i++) if (indexed.tree.parentAt[i] < 0) return i;
  return -1;
}

function firstTotalDifference(
  published: readonly TokenAmount[],
  proof: readonly TokenAmount[],
): { token: string; expected: string; actual: string } | undefined {
  const mine = new Map(proof.map((t) => [t.token, t.amount]));
  for (const { token, amount } of published)
    if (mine.get(token) !== amount) return { token, expected: amount, actual: mine.get(token) ?? '0' };
  const theirs = new Set(published.map((t) => t.token));
  const extra = proof.find((t) => !theirs.has(t.token));
  return extra ? { token: extra.token, expected: '0', actual: extra.amount } : undefined;
}
