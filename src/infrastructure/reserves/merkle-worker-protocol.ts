import type { VerificationOutcome } from '../../domain/reserves/verification-outcome';

/** Page → worker: check `userHash` against the tree at `url`. */
export interface VerifyRequest {
  readonly type: 'verify';
  readonly url: string;
  readonly userHash: string;
}

/** Worker → page: progress, then exactly one `result` or `failed`. */
export type WorkerMessage =
  | { readonly type: 'progress'; readonly phase: 'download' | 'verify'; readonly fraction: number }
  | {
      readonly type: 'result';
      readonly outcome: VerificationOutcome;
      readonly treeBytes: number;
      readonly downloadMs: number;
      readonly verifyMs: number;
    }
  | { readonly type: 'failed'; readonly status: number | undefined; readonly message: string };

/** What the adapter needs of a Worker (so tests can pass a fake). */
export interface WorkerLike {
  postMessage(message: VerifyRequest): void;
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}
