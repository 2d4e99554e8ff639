import { inject, injectable } from 'inversify';
import type { ServerUserCheck } from '../../domain/reserves/balance-sheet';
import { normaliseUserHash } from '../../domain/reserves/hex';
import { compareWithServer, type ServerAgreement } from '../../domain/reserves/server-agreement';
import type { ErrorCode } from '../../domain/shared/error-code';
import { ok, type Result } from '../../domain/shared/result';
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
  ) {}

  async execute(auditId: string, userHashInput: string, onProgress: (p: TreeCheckProgress) => void): Promise<Result<AccountCheck, ErrorCode>> {
    const userHash = normaliseUserHash(userHashInput);
    if (!userHash) {
      const report: TreeCheckReport = { outcome: { kind: 'malformed', reason: 'bad-user-hash' }, treeBytes: 0, downloadMs: 0, verifyMs: 0 };
      return ok({ auditId, userHash: userHashInput, report, server: undefined, agreement: { status: 'unavailable' } });
    }
    const [proof, server] = await Promise.all([this.verifier.verify(auditId, userHash, onProgress), this.api.userCheck(userHash, auditId)]);
    if (!proof.ok) return proof;
    const serverAnswer = server.ok ? server.value : undefined;
    return ok({ auditId, userHash, report: proof.value, server: serverAnswer, agreement: compareWithServer(proof.value.outcome, serverAnswer) });
  }
}
