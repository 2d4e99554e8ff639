import type { VerificationOutcome } from '../../../domain/reserves/verification-outcome';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

export interface TreeCheckProgress {
  readonly phase: 'download' | 'verify';
  /** 0..1 */
  readonly fraction: number;
}

export interface TreeCheckReport {
  readonly outcome: VerificationOutcome;
  readonly treeBytes: number;
  readonly downloadMs: number;
  /** Decoding and hashing, after the download. */
  readonly verifyMs: number;
}

/**
 * Downloads an audit's published Merkle tree and checks a user's inclusion away from the UI thread, reporting
 * progress. A tree that fails the check is a successful call with a failing outcome; only a failed download
 * is an error.
 */
export interface TreeVerifierPort {
  verify(auditId: string, userHash: string, onProgress: (progress: TreeCheckProgress) => void): Promise<Result<TreeCheckReport, ErrorCode>>;
}
export const TreeVerifierPort = token<TreeVerifierPort>('TreeVerifierPort');

/** The download path of an audit's tree under the API base (docs/protocol.md). */
export const treePath = (auditId: string): string => `/asset/porl/v2/tree?auditId=${encodeURIComponent(auditId)}`;
