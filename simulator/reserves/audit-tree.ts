import { deriveSeed, mulberry32 } from '../market/prng';
import { auditLeaves } from './audit-leaves';
import { addFixed, formatFixed, type Fixed } from './fixed-point';
import { RESERVE_TOKENS } from './reserve-tokens';
import type { AuditRecord } from './reserves-repository';
import { otherUsers } from './seed-data';
import { buildTree, type BuiltTree } from './tree-builder';

/** What the server knows about one user in one audit (answers `user_check`). */
export interface UserLeaves {
  readonly leafCount: number;
  readonly balances: { token: string; amount: string }[];
}

export interface AuditTree {
  readonly tree: BuiltTree;
  readonly users: ReadonlyMap<string, UserLeaves>;
}

/** How many other exchange users each audit holds besides the simulator's accounts. */
export const OTHER_USERS = 600;

/** Builds an audit's tree from its snapshot: the same record always gives the same bytes. */
export function buildAuditTree(audit: AuditRecord): AuditTree {
  const others = otherUsers(OTHER_USERS, mulberry32(deriveSeed(audit.seed, 'por-others')));
  const leaves = auditLeaves(
    [...audit.entries, ...others],
    RESERVE_TOKENS,
    audit.auditTime,
    mulberry32(deriveSeed(audit.seed, 'por-leaves')),
  );
  const sums = new Map<string, { leafCount: number; balances: Map<number, Fixed> }>();
  for (const leaf of leaves) {
    const key = Buffer.from(leaf.userHash).toString('hex');
    const user = sums.get(key) ?? { leafCount: 0, balances: new Map<number, Fixed>() };
    user.leafCount++;
    for (const [i, v] of leaf.balances) user.balances.set(i, user.balances.has(i) ? addFixed(user.balances.get(i)!, v) : v);
    sums.set(key, user);
  }
  const users = new Map<string, UserLeaves>();
  for (const [key, u] of sums) {
    const balances = [...u.balances.entries()]
      .sort(([a], [b]) => a - b)
      .map(([i, v]) => ({ token: RESERVE_TOKENS[i], amount: formatFixed(v) }));
    users.set(key, { leafCount: u.leafCount, balances });
  }
  return { tree: buildTree(RESERVE_TOKENS, leaves), users };
}
