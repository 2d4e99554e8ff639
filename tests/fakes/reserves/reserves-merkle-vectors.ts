import { createHash } from 'node:crypto';

// An independent, hand-written protobuf encoding of the published format, hashed with Node's crypto.
// It shares no code with src/domain/reserves, so the verifier is checked against the format, not itself.

export const sha256 = (bytes: Uint8Array): Uint8Array => new Uint8Array(createHash('sha256').update(bytes).digest());

function varint(n: number): number[] {
  const out: number[] = [];
  let v = n;
  while (v >= 128) {
    out.push((v % 128) + 128);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}
const field = (num: number, payload: Uint8Array | number[]): number[] => [num * 8 + 2, ...varint(payload.length), ...payload];
const ascii = (s: string) => [...Buffer.from(s, 'utf8')];

/** MerkleBalanceVector, canonical: packed index, then balances, then leafIdnex (when given, even 0). */
export function vectorBytes(entries: ReadonlyArray<readonly [number, string]>, leafIdnex?: number): Uint8Array {
  const packed = entries.flatMap(([i]) => varint(i));
  const out = [...(entries.length ? field(1, packed) : []), ...entries.flatMap(([, b]) => field(2, ascii(b)))];
  if (leafIdnex !== undefined) out.push(0x18, ...varint(leafIdnex));
  return Uint8Array.from(out);
}

export function userHashBytes(uid: number, nonce: string, timestamp: number): Uint8Array {
  return Uint8Array.from([0x08, ...varint(uid), ...field(2, ascii(nonce)), 0x18, ...varint(timestamp)]);
}

export interface TestNode {
  hash: Uint8Array;
  left?: Uint8Array;
  right?: Uint8Array;
  parent?: Uint8Array;
  balance: Uint8Array;
}

export function treeBytes(tokens: readonly string[], nodes: readonly TestNode[]): Uint8Array {
  const out: number[] = tokens.flatMap((t) => field(1, ascii(t)));
  for (const n of nodes) {
    const body = [
      ...field(1, n.hash),
      ...(n.left ? field(2, n.left) : []),
      ...(n.right ? field(3, n.right) : []),
      ...(n.parent ? field(4, n.parent) : []),
      ...field(5, n.balance),
    ];
    out.push(...field(2, body));
  }
  return Uint8Array.from(out);
}

const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
export const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

/**
 * Tokens BTC, USDT, ETH. Leaves: L0 (alice: BTC 1.50, USDT 100), L1 (bob: USDT 20.5), L2 (alice: BTC 0.25).
 * P0 = (L0, L1), P1 = (L2) a single left child, R = (P0, P1). `overrides` edit nodes before hashing/encoding;
 * `takenAt` is the audit's time in the users' hashes.
 */
export function tinyTree(overrides: { p0Balance?: Uint8Array; p0Right?: Uint8Array; rootHash?: Uint8Array; takenAt?: number } = {}) {
  const takenAt = overrides.takenAt ?? 1_700_000_000_000; // the audit's time, part of each user's hash
  const alice = sha256(userHashBytes(10001, 'app-alice', takenAt));
  const bob = sha256(userHashBytes(10002, 'app-bob', takenAt));
  const b0 = vectorBytes(
    [
      [0, '1.50'],
      [1, '100'],
    ],
    0,
  );
  const b1 = vectorBytes([[1, '20.5']], 1);
  const b2 = vectorBytes([[0, '0.25']], 2);
  const l0 = sha256(concat(alice, b0));
  const l1 = sha256(concat(bob, b1));
  const l2 = sha256(concat(alice, b2));
  const p0 = sha256(concat(l0, l1));
  const p1 = sha256(l2);
  const root = sha256(concat(p0, p1));
  const nodes: TestNode[] = [
    { hash: l0, parent: p0, balance: b0 },
    { hash: l1, parent: p0, balance: b1 },
    { hash: l2, parent: p1, balance: b2 },
    {
      hash: p0,
      left: l0,
      right: overrides.p0Right ?? l1,
      parent: root,
      balance:
        overrides.p0Balance ??
        vectorBytes([
          [0, '1.50'],
          [1, '120.5'],
        ]),
    },
    { hash: p1, left: l2, parent: root, balance: vectorBytes([[0, '0.25']]) },
    {
      hash: overrides.rootHash ?? root,
      left: p0,
      right: p1,
      balance: vectorBytes([
        [0, '1.75'],
        [1, '120.5'],
      ]),
    },
  ];
  return { bytes: treeBytes(['BTC', 'USDT', 'ETH'], nodes), alice, bob, l0, l1, l2, p0, p1, root };
}
