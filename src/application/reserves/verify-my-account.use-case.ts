import { inject, injectable } from 'inversify';
import type { ServerUserCheck } from '../../domain/reserves/balance-sheet';
import { normaliseUserHash } from '../../domain/reserves/hex';
import { compareWithServer, type ServerAgreement } from '../../domain/reserves/server-agreement';
import { checkUserProof } from '../../domain/reserves/user-proof';
import { ErrorCode } from '../../domain/shared/error-code';
import { ok, type Result } from '../../domain/shared/result';
import { HasherPort } from './ports/hasher.port';
import { ReservesApiPort } from './ports/reserves-api.port';
import { TreeVerifierPort, type TreeCheckProgress, type TreeCheckReport } from './ports/tree-verifier.port';

export interface AccountCheck {
  readonly auditId: string;
  readonly userHash: string;
  readonly report: TreeCheckReport;
  readonly server: ServerUserCheck | undefined;
  readonly agreement: ServerAgreement;
}

/**
 * "Verify your account": the browser's own proof from the published tree and the server's `user_check`,
 * run together, then compared. A hash that is not 64 hex digits is refused before anything is downloaded.
 */
@injectable()
export class VerifyMyAccount {
  constructor(
    @inject(TreeVerifierPort) private readonly verifier: TreeVerifierPort,
    @inject(ReservesApiPort) private readonly api: ReservesApiPort,
    @inject(HasherPort) private readonly hasher: HasherPort,
  ) {}

  async execute(
    auditId: string,
    userHashInput: string,
    onProgress: (p: TreeCheckProgress) => void,
  ): Promise<Result<AccountCheck, ErrorCode>> {
    const userHash = normaliseUserHash(userHashInput);
    if (!userHash) {
      const report: TreeCheckReport = { outcome: { kind: 'malformed', reason: 'bad-user-hash' }, treeBytes: 0, downloadMs: 0, verifyMs: 0 };
      return ok({ auditId, userHash: userHashInput, report, server: undefined, agreement: { status: 'unavailable' } });
    }
    const [proof, server] = await Promise.all([this.verifier.verify(auditId, userHash, onProgress), this.api.userCheck(userHash, auditId)]);
    if (!proof.ok) return proof;
    const serverAnswer = server.ok ? server.value : undefined;
    return ok({
      auditId,
      userHash,
      report: proof.value,
      server: serverAnswer,
      agreement: compareWithServer(proof.value.outcome, serverAnswer),
    });
  }

  /**
   * The quick check: the user's own proof (a few kilobytes instead of the whole tree), checked here against the
   * audit's published root and totals; the full tree stays the thorough option (`execute`).
   */
  async proof(auditId: string, userHashInput: string): Promise<Result<AccountCheck, ErrorCode>> {
    const userHash = normaliseUserHash(userHashInput);
    if (!userHash) {
      const report: TreeCheckReport = { outcome: { kind: 'malformed', reason: 'bad-user-hash' }, treeBytes: 0, downloadMs: 0, verifyMs: 0 };
      return ok({ auditId, userHash: userHashInput, report, server: undefined, agreement: { status: 'unavailable' } });
    }
    const started = Date.now();
    const [overview, proof, server] = await Promise.all([
      this.api.snapshotOverview(auditId),
      this.api.userProof(userHash, auditId),
      this.api.userCheck(userHash, auditId),
    ]);
    if (!overview.ok) return overview;
    const downloaded = Date.now();
    const published = { rootHash: overview.value.rootHash, totals: overview.value.totals, leafCount: overview.value.leafCount };
    let report: TreeCheckReport;
    if (!proof.ok && proof.error !== ErrorCode.ResourceNotFound) return proof;
    if (!proof.ok) {
      report = {
        outcome: { kind: 'not-included', root: published.rootHash, leafTotal: published.leafCount },
        treeBytes: 0,
        downloadMs: downloaded - started,
        verifyMs: 0,
      };
    } else {
      const outcome = checkUserProof(proof.value, userHash, published, (bytes) => this.hasher.sha256(bytes));
      report = { outcome, treeBytes: proof.value.length, downloadMs: downloaded - started, verifyMs: Date.now() - downloaded };
    }
    const serverAnswer = server.ok ? server.value : undefined;
    return ok({ auditId, userHash, report, server: serverAnswer, agreement: compareWithServer(report.outcome, serverAnswer) });
  }
}
