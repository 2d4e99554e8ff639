import { inject, injectable } from 'inversify';
import {
  treePath,
  type TreeCheckProgress,
  type TreeCheckReport,
  type TreeVerifierPort,
} from '../../application/reserves/ports/tree-verifier.port';
import { token } from '../../application/shared/token';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok, type Result } from '../../domain/shared/result';
import { ApiClientOptions } from '../http/api-client';
import type { WorkerLike } from './merkle-worker-protocol';

/** Creates the verifier's Web Worker (a dynamic import in the DI module keeps `import.meta` out of jest). */
export type MerkleWorkerFactory = () => Promise<WorkerLike>;
export const MerkleWorkerFactory = token<MerkleWorkerFactory>('MerkleWorkerFactory');

/** Runs each check in a fresh worker, relays its progress and ends it when the result arrives. */
@injectable()
export class WorkerTreeVerifier implements TreeVerifierPort {
  constructor(
    @inject(MerkleWorkerFactory) private readonly createWorker: MerkleWorkerFactory,
    @inject(ApiClientOptions) private readonly options: ApiClientOptions,
  ) {}

  async verify(auditId: string, userHash: string, onProgress: (p: TreeCheckProgress) => void): Promise<Result<TreeCheckReport, ErrorCode>> {
    const worker = await this.createWorker();
    return new Promise((resolve) => {
      const finish = (result: Result<TreeCheckReport, ErrorCode>) => {
        worker.terminate();
        resolve(result);
      };
      worker.onmessage = ({ data }) => {
        if (data.type === 'progress') onProgress({ phase: data.phase, fraction: data.fraction });
        else if (data.type === 'result')
          finish(ok({ outcome: data.outcome, treeBytes: data.treeBytes, downloadMs: data.downloadMs, verifyMs: data.verifyMs }));
        else
          finish(
            err(
              data.status === 404
                ? ErrorCode.ResourceNotFound
                : data.status === undefined
                  ? ErrorCode.NetworkUnavailable
                  : ErrorCode.ServerError,
            ),
          );
      };
      worker.onerror = () => finish(err(ErrorCode.Unknown));
      worker.postMessage({ type: 'verify', url: `${this.options.baseUrl.replace(/\/$/, '')}${treePath(auditId)}`, userHash });
    });
  }
}
