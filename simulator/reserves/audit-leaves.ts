import { createHash } from 'node:crypto';
import { encodeUserHash } from '../../src/domain/reserves/user-hash';
import type { Rng } from '../market/prng';
import { parseFixed, trimFixed, type Fixed } from './fixed-point';
import type { LeafInput } from './tree-builder';

/** One entry of an audit snapshot: an account (or sub-account) and its balances by token. */
export interface SnapshotEntry {
  readonly userId: number;
  /** The account's application id: the UserHash nonce. */
  readonly nonce: string;
  readonly balances: Readonly<Record<string, string>>;
}

/** SHA-256 of the serialised UserHash {uid, nonce, timestamp = audit time in ms}. */
export function userHashOf(entry: Pick<SnapshotEntry, 'userId' | 'nonce'>, auditTime: number): Uint8Array {
  return new Uint8Array(
    createHash('sha256')
      .update(encodeUserHash({ uid: entry.userId, nonce: entry.nonce, timestamp: auditTime }))
      .digest(),
  );
}

/** The positive balances of an entry; zero and negative balances are left out of an audit. */
export function positiveBalances(entry: SnapshotEntry): [string, Fixed][] {
  return Object.entries(entry.balances)
    .filter(([, amount]) => /^\d+(\.\d+)?$/.test(amount) && parseFixed(amount).units > 0n)
    .map(([token, amount]) => [token, parseFixed(amount)]);
}

/**
 * Splits every entry's positive balances into N leaves (N random in 1..maxLeaves, fewer if a part would be
 * empty), then shuffles all leaves. Entries with nothing positive are left out. Amounts are written without
 * trailing zeros, so scales differ between leaves and the parents' scale rule is exercised.
 */
export function auditLeaves(
  entries: readonly SnapshotEntry[],
  tokens: readonly string[],
  auditTime: number,
  rng: Rng,
  maxLeaves = 3,
): LeafInput[] {
  const tokenIndex = new Map(tokens.map((t, i) => [t, i]));
  const leaves: LeafInput[] = [];
  for (const entry of entries) {
    const balances = positiveBalances(entry).filter(([token]) => tokenIndex.has(token));
    if (balances.length === 0) continue;
    const userHash = userHashOf(entry, auditTime);
    const n = 1 + Math.floor(rng() * maxLeaves);
    const parts: Map<number, Fixed>[] = Array.from({ length: n }, () => new Map());
    for (const [token, amount] of balances) {
      let left = amount.units;
      for (let k = 0; k < n; k++) {
        const share = k === n - 1 ? left : (left * BigInt(Math.floor(rng() * 1000))) / 1000n;
        left -= share;
        if (share > 0n) parts[k].set(tokenIndex.get(token)!, trimFixed({ units: share, scale: amount.scale }));
      }
    }
    for (const part of parts) if (part.size > 0) leaves.push({ userHash, balances: part });
  }
  for (let i = leaves.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [leaves[i], leaves[j]] = [leaves[j], leaves[i]];
  }
  return leaves;
}
