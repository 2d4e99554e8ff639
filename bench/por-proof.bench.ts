// Proof of reserves without the whole tree: the user's own proof cut from a 1,000,000-leaf audit (what
// /api/asset/porl/v2/user_proof serves) and checked against the published root and totals with the browser's
// domain code and hasher (src/domain/reserves/user-proof.ts + fast-sha256), here in Node.
// Prints BENCH por.proof_kb (the proof's size) and BENCH por.verify_proof_ms (median of 9 checks).
// The tree is the one bench/por-verify.bench.ts uses (.data/bench/por-1m.bin, generated when missing);
// POR_PROOF_LEAVES picks another size (its own file).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { checkUserProof, extractUserProof } from '../src/domain/reserves/user-proof';
import { fastSha256 } from '../src/infrastructure/reserves/fast-sha256';

const LEAVES = Number(process.env.POR_PROOF_LEAVES ?? 1_000_000);
const TREE = LEAVES === 1_000_000 ? '.data/bench/por-1m.bin' : `.data/bench/por-${LEAVES}.bin`;
const RUNS = 9;

if (!existsSync(TREE) || !existsSync(`${TREE}.json`) || JSON.parse(readFileSync(`${TREE}.json`, 'utf8')).leafCount !== LEAVES) {
  const gen = spawnSync(
    process.execPath,
    [
      '--max-old-space-size=6000',
      '--import',
      '@swc-node/register/esm-register',
      'simulator/reserves/generate-tree.ts',
      String(LEAVES),
      TREE,
    ],
    { stdio: 'inherit' },
  );
  if (gen.status !== 0) throw new Error('tree generation failed');
}
const meta = JSON.parse(readFileSync(`${TREE}.json`, 'utf8')) as {
  rootHash: string;
  leafCount: number;
  totals: { token: string; amount: string }[];
  probe: { userHash: string };
};
const tree = new Uint8Array(readFileSync(TREE));
const serverSha = (b: Uint8Array) => new Uint8Array(createHash('sha256').update(b).digest());
const proof = extractUserProof(tree, Buffer.from(meta.probe.userHash, 'hex'), serverSha);
if (!proof) throw new Error('the probe user has no leaf in the tree');

const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const outcome = checkUserProof(
    proof,
    meta.probe.userHash,
    { rootHash: meta.rootHash, totals: meta.totals, leafCount: meta.leafCount },
    fastSha256,
  );
  times.push(performance.now() - started);
  if (outcome.kind !== 'verified') throw new Error(`expected the probe's proof to verify, got ${outcome.kind}`);
}
times.sort((a, b) => a - b);
console.log(`BENCH por.proof_kb ${(proof.length / 1024).toFixed(1)} KB`);
console.log(`BENCH por.verify_proof_ms ${times[Math.floor(RUNS / 2)].toFixed(2)} ms`);
console.log(`BENCH por.tree_mb ${(tree.length / 1_048_576).toFixed(1)} MB`);
