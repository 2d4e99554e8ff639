import type { TreeCheckProgress, TreeCheckReport, TreeVerifierPort } from '../../../src/application/reserves/ports/tree-verifier.port';
import { checkTreeBytes } from '../../../src/domain/reserves/check-tree';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { sha256 } from './reserves-merkle-vectors';

/**
 * The tree verifier without a Web Worker: serves the trees a test published (bytes per audit id) and runs the
 * real domain check on them, in-process, with Node's SHA-256. An unknown audit fails like a 404 download.
 */
export class FakeReservesTreeVerifier implements TreeVerifierPort {
  readonly trees = new Map<string, Uint8Array>();
  readonly progress: TreeCheckProgress[] = [];
  downloads = 0;

  publish(auditId: string, bytes: Uint8Array): void {
    this.trees.set(auditId, bytes);
  }

  async verify(auditId: string, userHash: string, onProgress: (p: TreeCheckProgress) => void): Promise<Result<TreeCheckReport, ErrorCode>> {
    const bytes = this.trees.get(auditId);
    if (!bytes) return err(ErrorCode.ResourceNotFound);
    this.downloads++;
    const report = (p: TreeCheckProgress) => {
      this.progress.push(p);
      onProgress(p);
    };
    report({ phase: 'download', fraction: 1 });
    const outcome = checkTreeBytes(bytes, userHash, sha256, (done, total) =>
      report({ phase: 'verify', fraction: total ? done / total : 1 }),
    );
    return ok({ outcome, treeBytes: bytes.length, downloadMs: 0, verifyMs: 0 });
  }
}
