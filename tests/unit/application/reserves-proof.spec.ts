import { createHash } from 'node:crypto';
import type { ReservesApiPort } from '../../../src/application/reserves/ports/reserves-api.port';
import type { TreeVerifierPort } from '../../../src/application/reserves/ports/tree-verifier.port';
import { VerifyMyAccount } from '../../../src/application/reserves/verify-my-account.use-case';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok } from '../../../src/domain/shared/result';
import type { RunningSimulator } from '../../../simulator/server';
import { call, testSimulator } from '../simulator/support/simulator-fixture';

/** The audit day the size bounds were measured on (the proof's size varies a little with the day's leaf split). */
const PROOF_DAY = Date.UTC(2026, 10, 22, 12);

const hasher = { sha256: (b: Uint8Array) => new Uint8Array(createHash('sha256').update(b).digest()) };

describe('VerifyMyAccount.proof: the quick check (Beyond)', () => {
  let sim: RunningSimulator;
  let auditId: string;
  let userHash: string;
  let tamper = false;
  beforeAll(async () => {
    // a fixed day: the audit's seed (its date) decides how a user's balance is split into leaves, and so the proof's size
    sim = await testSimulator({ clock: () => PROOF_DAY });
    [{ auditId }] = (await call(sim, '/api/asset/porl/v2/audits')).json().data.rows;
    userHash = (await call(sim, `/__control/reserves/user-hash?userId=10001&auditId=${auditId}`)).json().userHash;
  });
  afterAll(() => sim.close());

  /** The reserves calls the quick check makes, answered by the simulator over HTTP. */
  const api = {
    snapshotOverview: async (id: string) => ok((await call(sim, `/api/asset/porl/v2/snapshot_overview?auditId=${id}`)).json().data),
    userCheck: async (hash: string, id: string) =>
      ok((await call(sim, `/api/asset/porl/v2/user_check?auditId=${id}&userHash=${hash}`)).json().data),
    userProof: async (hash: string, id: string) => {
      const response = await fetch(`${sim.url}/api/asset/porl/v2/user_proof?auditId=${id}&userHash=${hash}`);
      if (response.status === 404) return err(ErrorCode.ResourceNotFound);
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (tamper) bytes[bytes.length - 40] ^= 0x01; // inside the root's last field
      return ok(bytes);
    },
  } as unknown as ReservesApiPort;
  const treeVerifier = { verify: jest.fn() } as unknown as TreeVerifierPort;

  it('verifies from a few kilobytes, agrees with the server, never downloads the tree', async () => {
    const result = await new VerifyMyAccount(treeVerifier, api, hasher).proof(auditId, userHash);
    expect(result.ok && result.value.report.outcome.kind).toBe('verified');
    expect(result.ok && result.value.agreement.status).toBe('agree');
    expect(result.ok && result.value.report.treeBytes).toBeLessThan(8 * 1024);
    expect(treeVerifier.verify).not.toHaveBeenCalled();
  });

  it('reports a tampered proof as failing, and a user without leaves as not included', async () => {
    tamper = true;
    const tampered = await new VerifyMyAccount(treeVerifier, api, hasher).proof(auditId, userHash);
    tamper = false;
    expect(tampered.ok && tampered.value.report.outcome.kind).toMatch(/mismatch|malformed/);
    const absent = await new VerifyMyAccount(treeVerifier, api, hasher).proof(auditId, 'ab'.repeat(32));
    expect(absent.ok && absent.value.report.outcome.kind).toBe('not-included');
  });
});
