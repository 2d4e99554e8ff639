import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { TreeCheckProgress } from '../../application/reserves/ports/tree-verifier.port';
import { VerifyMyAccount, type AccountCheck } from '../../application/reserves/verify-my-account.use-case';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';

/** "Verify your account": the chosen audit, the pasted hash, the worker's progress and the result. */
@injectable()
export class ReservesCheckStore {
  auditId: string | undefined = undefined;
  userHash = '';
  progress: TreeCheckProgress | undefined = undefined;
  result: Loadable<AccountCheck> = idle();

  constructor(@inject(VerifyMyAccount) private readonly verifyAccount: VerifyMyAccount) {
    makeObservable<ReservesCheckStore, 'finish'>(this, {
      auditId: observable,
      userHash: observable,
      progress: observableRef,
      result: observableRef,
      setAuditId: action,
      setUserHash: action,
      setProgress: action,
      finish: action,
      verify: action,
    });
  }

  get running(): boolean {
    return this.result.status === 'pending';
  }

  setAuditId(auditId: string): void {
    this.auditId = auditId;
  }

  setUserHash(userHash: string): void {
    this.userHash = userHash;
  }

  setProgress(progress: TreeCheckProgress): void {
    this.progress = progress;
  }

  /** `proof`: the quick check of the user's own proof; `tree` (default): the thorough check of the whole tree. */
  async verify(mode: 'tree' | 'proof' = 'tree'): Promise<void> {
    const auditId = this.auditId;
    if (!auditId || this.running) return;
    this.result = pending();
    this.progress = { phase: 'download', fraction: 0 };
    const result =
      mode === 'proof'
        ? await this.verifyAccount.proof(auditId, this.userHash)
        : await this.verifyAccount.execute(auditId, this.userHash, (p) => this.setProgress(p));
    this.finish(result.ok ? loaded(result.value) : failed(result.error));
  }

  private finish(result: Loadable<AccountCheck>): void {
    this.result = result;
    this.progress = undefined;
  }
}
