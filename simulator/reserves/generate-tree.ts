// Writes a large proof-of-reserves tree for the benchmark, in the published format, plus `<out>.json`
// describing it (audit id and time, root, totals, and one probe user whose hash and balances are known).
// Usage: node --import @swc-node/register/esm-register simulator/reserves/generate-tree.ts [leaves] [out]
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeUserHash } from '../../src/domain/reserves/user-hash';
import { mulberry32 } from '../market/prng';
import { addFixed, formatFixed, parseFixed, type Fixed } from './fixed-point';
import { RESERVE_TOKENS } from './reserve-tokens';
import { amountWorth } from './seed-data';
import { buildTree, type LeafInput } from './tree-builder';

export interface GeneratedTree {
  readonly auditId: string;
  readonly auditTime: number;
  readonly rootHash: string;
  readonly leafCount: number;
  readonly totals: { token: string; amount: string }[];
  readonly probe: { userHash: string; leafCount: number; balances: { token: string; amount: string }[] };
}

const userHash = (uid: number, auditTime: number) =>
  new Uint8Array(
    createHash('sha256')
      .update(encodeUserHash({ uid, nonce: `bench-${uid}`, timestamp: auditTime }))
      .digest(),
  );

/** Exactly `leafCount` leaves: users with 1–3 leaves of 1–2 tokens each, shuffled; user 1 is the probe. */
export function generateTree(leafCount: number, out: string, seed = 7): GeneratedTree {
  const rng = mulberry32(seed);
  const auditTime = 1_763_683_200_000;
  const leaves: LeafInput[] = [];
  for (let uid = 1; leaves.length < leafCount; uid++) {
    const hash = userHash(uid, auditTime);
    const n = Math.min(uid === 1 ? 3 : 1 + Math.floor(rng() * 3), leafCount - leaves.length);
    for (let k = 0; k < n; k++) {
      const balances = new Map<number, Fixed>();
      const tokens = 1 + Math.floor(rng() * 2);
      for (let t = 0; t < tokens; t++) {
        const index = Math.floor(rng() * RESERVE_TOKENS.length);
        balances.set(index, parseFixed(amountWorth(RESERVE_TOKENS[index], 20 + 5000 * rng() ** 3, rng).replace(/\.?0+$/, '')));
      }
      leaves.push({ userHash: hash, balances: new Map([...balances].sort(([a], [b]) => a - b)) });
    }
  }
  const probeHash = Buffer.from(leaves[0].userHash).toString('hex');
  const probeLeaves = leaves.filter((l) => Buffer.from(l.userHash).toString('hex') === probeHash);
  const probeSums = new Map<number, Fixed>();
  for (const l of probeLeaves) for (const [i, v] of l.balances) probeSums.set(i, probeSums.has(i) ? addFixed(probeSums.get(i)!, v) : v);
  for (let i = leaves.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [leaves[i], leaves[j]] = [leaves[j], leaves[i]];
  }
  const tree = buildTree(RESERVE_TOKENS, leaves);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, tree.bytes);
  const meta: GeneratedTree = {
    auditId: `bench-${leafCount}`,
    auditTime,
    rootHash: tree.rootHash,
    leafCount: tree.leafCount,
    totals: [...tree.totals],
    probe: {
      userHash: probeHash,
      leafCount: probeLeaves.length,
      balances: [...probeSums].sort(([a], [b]) => a - b).map(([i, v]) => ({ token: RESERVE_TOKENS[i], amount: formatFixed(v) })),
    },
  };
  writeFileSync(`${out}.json`, JSON.stringify(meta, null, 2));
  return meta;
}

const entry = process.argv[1];
if (entry && resolve(entry) === fileURLToPath(import.meta.url)) {
  const leaves = Number(process.argv[2] ?? 1_000_000);
  const out = process.argv[3] ?? '.data/bench/por-tree.bin';
  const started = Date.now();
  const meta = generateTree(leaves, out);
  process.stdout.write(`wrote ${out}: ${meta.leafCount} leaves, root ${meta.rootHash} in ${Date.now() - started} ms\n`);
}
