import { createHash } from 'node:crypto';
import protobuf from 'protobufjs';

// An independent reading of the published format: protobufjs for the wire, Node's crypto for SHA-256,
// bigint arithmetic for the sums. It behaves like the exchange's open-source checker.

const root = protobuf.parse(`
  syntax = "proto3";
  message MerkleTree { repeated string tokens = 1; repeated MerkleNode nodes = 2; }
  message MerkleNode { optional bytes hash = 1; optional bytes left = 2; optional bytes right = 3; optional bytes parent = 4; MerkleBalanceVector balance = 5; }
  message MerkleBalanceVector { repeated int32 index = 1; repeated string balances = 2; optional int32 leafIdnex = 3; }
  message UserHash { int64 uid = 1; string nonce = 2; int64 timestamp = 3; }
`).root;
const Tree = root.lookupType('MerkleTree');
const Vector = root.lookupType('MerkleBalanceVector');
export const UserHash = root.lookupType('UserHash');

interface Node {
  hash: Uint8Array;
  left?: Uint8Array;
  right?: Uint8Array;
  parent?: Uint8Array;
  balance?: { index: number[]; balances: string[]; leafIdnex?: number };
}

const sha = (...parts: Uint8Array[]) => {
  const h = createHash('sha256');
  parts.forEach((p) => h.update(p));
  return h.digest();
};
const hex = (b: Uint8Array | undefined) => (b && b.length ? Buffer.from(b).toString('hex') : '');

function add(a: string, b: string): string {
  const scale = Math.max((a.split('.')[1] ?? '').length, (b.split('.')[1] ?? '').length);
  const units = (s: string) => BigInt(s.replace('.', '') + '0'.repeat(scale - (s.split('.')[1] ?? '').length));
  const d = (units(a) + units(b)).toString().padStart(scale + 1, '0');
  return scale ? `${d.slice(0, -scale)}.${d.slice(-scale)}` : d;
}

/** Checks the whole tree; returns the problems found (empty when the tree passes) and the user's leaves. */
export function checkWholeTree(bytes: Uint8Array, userHash?: Buffer) {
  const tree = Tree.toObject(Tree.decode(bytes), { defaults: false }) as { tokens: string[]; nodes: Node[] };
  const problems: string[] = [];
  const byHash = new Map(tree.nodes.map((n) => [hex(n.hash), n]));
  const roots = tree.nodes.filter((n) => !n.parent?.length);
  if (roots.length !== 1) problems.push(`roots: ${roots.length}`);
  const leaves = tree.nodes.filter((n) => !n.left?.length && !n.right?.length);
  const indexes = leaves.map((l) => l.balance?.leafIdnex ?? -1).sort((a, b) => a - b);
  if (indexes.some((v, i) => v !== i)) problems.push('leaf indexes are not 0..n-1');
  const mine: Node[] = [];
  for (const leaf of leaves) {
    const reencoded = Vector.encode(Vector.fromObject(leaf.balance!)).finish();
    if (userHash && hex(sha(userHash, reencoded)) === hex(leaf.hash)) mine.push(leaf);
    if (!byHash.get(hex(leaf.parent))) problems.push('leaf without parent node');
  }
  for (const node of tree.nodes.filter((n) => n.left?.length)) {
    const expected = node.right?.length ? sha(node.left!, node.right) : sha(node.left!);
    if (hex(expected) !== hex(node.hash)) problems.push(`hash of ${hex(node.hash)}`);
    const kids = [node.left, node.right].filter((h) => h?.length).map((h) => byHash.get(hex(h))!);
    const sums = new Map<number, string>();
    for (const kid of kids)
      kid.balance!.index.forEach((t, i) =>
        sums.set(t, sums.has(t) ? add(sums.get(t)!, kid.balance!.balances[i]) : kid.balance!.balances[i]),
      );
    const own = new Map(node.balance!.index.map((t, i) => [t, node.balance!.balances[i]]));
    if (JSON.stringify([...sums].sort((a, b) => a[0] - b[0])) !== JSON.stringify([...own])) problems.push(`sums of ${hex(node.hash)}`);
  }
  const level2 = tree.nodes.filter((n) => n.left?.length && !byHash.get(hex(n.left))!.left?.length);
  if (level2.some((n) => !n.left?.length)) problems.push('a level-2 node without a leaf');
  return {
    problems,
    tokens: tree.tokens,
    leafCount: leaves.length,
    mine,
    level2Count: level2.length,
    canonical: hex(Tree.encode(Tree.fromObject(tree)).finish()) === hex(bytes),
  };
}
