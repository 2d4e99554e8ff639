import { createHash } from 'node:crypto';
import { checkTreeBytes } from '../../../../src/domain/reserves/check-tree';
import { checkUserProof } from '../../../../src/domain/reserves/user-proof';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, testSimulator } from '../support/simulator-fixture';

/** The audit day the size bounds were measured on (the proof's size varies a little with the day's leaf split). */
const PROOF_DAY = Date.UTC(2026, 10, 22, 12);

const sha256 = (b: Uint8Array) => new Uint8Array(createHash('sha256').update(b).digest());

describe('proof of reserves without the whole tree (Beyond)', () => {
  let sim: RunningSimulator;
  let auditId: string;
  let userHash: string;
  let published: { rootHash: string; totals: { token: string; amount: string }[]; leafCount: number };
  const bytesOf = async (path: string) => new Uint8Array(await (await fetch(`${sim.url}${path}`)).arrayBuffer());

  beforeAll(async () => {
    // a fixed day: the audit's seed (its date) decides how a user's balance is split into leaves, and so the proof's size
    sim = await testSimulator({ clock: () => PROOF_DAY });
    [{ auditId }] = (await call(sim, '/api/asset/porl/v2/audits')).json().data.rows;
    userHash = (await call(sim, `/__control/reserves/user-hash?userId=10001&auditId=${auditId}`)).json().userHash;
    published = (await call(sim, `/api/asset/porl/v2/snapshot_overview?auditId=${auditId}`)).json().data;
  });
  afterAll(() => sim.close());

  it("serves the user's own proof, a few kilobytes, that verifies against the published root and totals", async () => {
    const proof = await bytesOf(`/api/asset/porl/v2/user_proof?auditId=${auditId}&userHash=${userHash}`);
    const tree = await bytesOf(`/api/asset/porl/v2/tree?auditId=${auditId}`);
    expect(proof.length).toBeLessThan(8 * 1024);
    expect(proof.length * 10).toBeLessThan(tree.length);
    const outcome = checkUserProof(proof, userHash, published, sha256);
    const full = checkTreeBytes(tree, userHash, sha256);
    expect(outcome.kind).toBe('verified');
    if (outcome.kind !== 'verified' || full.kind !== 'verified') return;
    expect(outcome.root).toBe(published.rootHash);
    expect(outcome.balances).toEqual(full.balances); // the same answer as the thorough check of the whole tree
    expect(outcome.leafTotal).toBe(published.leafCount);
  });

  it('fails a tampered proof, naming the node', async () => {
    const proof = await bytesOf(`/api/asset/porl/v2/user_proof?auditId=${auditId}&userHash=${userHash}`);
    // Change one balance digit of a sibling (a node the user did not hash themselves): a sum on the path breaks.
    const tampered = proof.slice();
    const text = Buffer.from(tampered).toString('latin1');
    const at = text.lastIndexOf('1', Math.floor(text.length / 2));
    tampered[at] = '2'.charCodeAt(0);
    const outcome = checkUserProof(tampered, userHash, published, sha256);
    expect(['balance-mismatch', 'hash-mismatch', 'malformed']).toContain(outcome.kind);
    expect('node' in outcome && outcome.node).toMatchObject({ index: expect.any(Number), hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it("refuses a proof whose root is not the audit's published root", async () => {
    const proof = await bytesOf(`/api/asset/porl/v2/user_proof?auditId=${auditId}&userHash=${userHash}`);
    const outcome = checkUserProof(proof, userHash, { ...published, rootHash: 'ab'.repeat(32) }, sha256);
    expect(outcome).toMatchObject({ kind: 'hash-mismatch', expected: 'ab'.repeat(32), node: { hash: published.rootHash } });
    const wrongTotals = checkUserProof(
      proof,
      userHash,
      { ...published, totals: published.totals.map((t, i) => (i === 0 ? { ...t, amount: '1' } : t)) },
      sha256,
    );
    expect(wrongTotals).toMatchObject({ kind: 'balance-mismatch', token: published.totals[0].token });
  });

  it('answers -1006 for an unknown audit or a user hash without leaves', async () => {
    expect((await call(sim, `/api/asset/porl/v2/user_proof?auditId=nope&userHash=${userHash}`)).json().code).toBe(-1006);
    expect((await call(sim, `/api/asset/porl/v2/user_proof?auditId=${auditId}&userHash=${'0'.repeat(64)}`)).json().code).toBe(-1006);
  });
});
