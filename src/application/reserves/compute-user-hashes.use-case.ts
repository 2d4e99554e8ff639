import { inject, injectable } from 'inversify';
import type { Audit } from '../../domain/reserves/balance-sheet';
import { toHex } from '../../domain/reserves/hex';
import { encodeUserHash } from '../../domain/reserves/user-hash';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok, type Result } from '../../domain/shared/result';
import { SessionState } from '../session/session-state';
import { HasherPort } from './ports/hasher.port';
import { LoadAudits } from './load-audits.use-case';

export interface AuditUserHash {
  readonly audit: Audit;
  readonly userHash: string;
}

/**
 * The logged-in user's hash for each audit: SHA-256 of the serialised
 * `UserHash {uid = user id, nonce = application id, timestamp = audit time in ms}`.
 */
@injectable()
export class ComputeUserHashes {
  constructor(
    @inject(SessionState) private readonly session: SessionState,
    @inject(LoadAudits) private readonly audits: LoadAudits,
    @inject(HasherPort) private readonly hasher: HasherPort,
  ) {}

  async execute(): Promise<Result<AuditUserHash[], ErrorCode>> {
    const state = this.session.current();
    if (state.status !== 'loggedIn') return err(ErrorCode.Unauthorized);
    const audits = await this.audits.list();
    if (!audits.ok) return audits;
    const uid = Number(state.account.userId);
    return ok(audits.value.map((audit) => ({
      audit,
      userHash: toHex(this.hasher.sha256(encodeUserHash({ uid, nonce: state.account.applicationId, timestamp: audit.auditTime }))),
    })));
  }
}
