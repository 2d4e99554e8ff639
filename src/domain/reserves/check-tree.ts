import { fromHex } from './hex';
import { indexMerkleTree, type MerkleTreeIndex } from './merkle-index';
import { verifyInclusion } from './merkle-verification';
import type { MalformedReason, ProgressListener, Sha256, VerificationOutcome } from './verification-outcome';

/**
 * The whole browser check from the downloaded bytes: index the tree, then verify the user's inclusion.
 * `userHashHex` is the 64-hex-digit user hash; any failure is an outcome, never an exception.
 */
export function checkTreeBytes(bytes: Uint8Array, userHashHex: string, sha256: Sha256, onProgress?: ProgressListener): VerificationOutcome {
  const userHash = fromHex(userHashHex.trim());
  if (!userHash || userHash.length !== 32) return { kind: 'malformed', reason: 'bad-user-hash' };
  const indexed = indexMerkleTree(bytes);
  if (!indexed.ok) return malformed(indexed.reason as MalformedReason, indexed.node);
  return verifyInclusion(indexed.tree, userHash, sha256, onProgress);
}

function malformed(reason: MalformedReason, node: number | undefined): VerificationOutcome {
  return { kind: 'malformed', reason, ...(node !== undefined ? { detail: `node #${node}` } : {}) };
}

export type { MerkleTreeIndex };
