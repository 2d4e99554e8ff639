import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { LoadAudits } from '../../application/reserves/load-audits.use-case';
import type { Audit, SnapshotOverview } from '../../domain/reserves/balance-sheet';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';

/** The audit records and the chosen audit's overview (the latest by default). */
@injectable()
export class AuditsStore {
  audits: Loadable<Audit[]> = idle();
  selectedId: string | undefined = undefined;
  overview: Loadable<SnapshotOverview> = idle();

  constructor(@inject(LoadAudits) private readonly load: LoadAudits) {
    makeObservable<AuditsStore, 'setAudits' | 'setOverview'>(this, {
      audits: observableRef,
      selectedId: observable,
      overview: observableRef,
      setAudits: action,
      setOverview: action,
      select: action,
    });
  }

  /** Loads the list; selects `preferred` if it is listed, else the latest audit. */
  async start(preferred?: string): Promise<void> {
    if (this.audits.status === 'pending') return;
    this.setAudits(pending());
    const result = await this.load.list();
    this.setAudits(result.ok ? loaded(result.value) : failed(result.error));
    if (!result.ok || result.value.length === 0) return;
    const chosen = result.value.find((a) => a.auditId === preferred) ?? result.value[0];
    await this.select(chosen.auditId);
  }

  async select(auditId: string): Promise<void> {
    this.selectedId = auditId;
    this.setOverview(pending());
    const result = await this.load.overview(auditId);
    if (this.selectedId === auditId) this.setOverview(result.ok ? loaded(result.value) : failed(result.error));
  }

  private setAudits(state: Loadable<Audit[]>): void {
    this.audits = state;
  }

  private setOverview(state: Loadable<SnapshotOverview>): void {
    this.overview = state;
  }
}
