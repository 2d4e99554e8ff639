import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import { CopyToClipboard } from '../../application/clipboard/copy-to-clipboard.use-case';
import { ComputeUserHashes, type AuditUserHash } from '../../application/reserves/compute-user-hashes.use-case';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';

/** The account audit page: the logged-in user's hash for each audit, and copying one. */
@injectable()
export class AccountAuditStore {
  rows: Loadable<AuditUserHash[]> = idle();

  constructor(
    @inject(ComputeUserHashes) private readonly compute: ComputeUserHashes,
    @inject(CopyToClipboard) private readonly clipboard: CopyToClipboard,
  ) {
    makeObservable<AccountAuditStore, 'set'>(this, { rows: observableRef, set: action });
  }

  async load(): Promise<void> {
    this.set(pending());
    const result = await this.compute.execute();
    this.set(result.ok ? loaded(result.value) : failed(result.error));
  }

  copy(userHash: string, success?: string): Promise<boolean> {
    return this.clipboard.execute(userHash, { success });
  }

  private set(rows: Loadable<AuditUserHash[]>): void {
    this.rows = rows;
  }
}
