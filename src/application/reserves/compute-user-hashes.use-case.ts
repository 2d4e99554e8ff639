import { inject, injectable } from 'inversify';
import type { Audit } from '../../domain/reserves/balance-sheet';
import { toHex } from '../../domain/reserves/hex';
import { encodeUserHash } from '../../domain/reserves/user-hash';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok, type Result } from '../../domain/shared/result';
import { SessionState } from '../session/session-state';
import { HasherPort } from './ports/hasher.port';
import { ReservesApiPort } from './ports/reserves-api.port';
import { LoadAudits } from './load-audits.use-case';

export interface AuditUserHash {
  readonly audit: Audit;
  readonly userHash: string;
  /** The exchange's own check: false for an audit taken before the account held anything; undefined if unanswered. */
  readonly included?: boolean;
}

/**
 * The logged-in user's hash for each audit: SHA-256 of the serialised
 * `UserHash {uid = user id, nonce = application id, timestamp = audit time in ms}`, with whether the audit includes
 * the account (the exchange's `user_check`), so the page offers only hashes that can be verified.
 */
@injectable()
export class ComputeUserHashes {
  constructor(
    @inject(SessionState) private readonly session: SessionState,
    @inject(LoadAudits) private readonly audits: LoadAudits,
    @inject(HasherPort) private readonly hasher: HasherPort,
    @inject(ReservesApiPort) private readonly api: ReservesApiPort,
  ) {}

  async execute(): Promise<Result<AuditUserHash[], ErrorCode>> {
    const state = this.session.current();
    if (state.status !== 'loggedIn') return err(ErrorCode.Unauthorized);
    const audits = await this.audits.list();
    if (!audits.ok) return audits;
    const uid = Number(state.account.userId);
    return ok(
      await Promise.all(
        audits.value.map(async (audit) => {
          const userHash = toHex(
            this.hasher.sha256(encodeUserHash({ uid, nonce: state.account.applicationId, timestamp: audit.auditTime })),
          );
          const check = await this.api.userCheck(userHash, audit.auditId);
          return check.ok ? { audit, userHash, included: check.value.included } : { audit, userHash };
        }),
      ),
    );
  }
}
