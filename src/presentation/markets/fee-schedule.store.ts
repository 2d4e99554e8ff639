import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import { LoadFeeSchedule } from '../../application/market/load-fee-schedule.use-case';
import type { FeeGroup } from '../../domain/market/fee-schedule';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';

/** The fee schedule page's data: every fee group of both market types. */
@injectable()
export class FeeScheduleStore {
  groups: Loadable<readonly FeeGroup[]> = idle();

  constructor(@inject(LoadFeeSchedule) private readonly load: LoadFeeSchedule) {
    makeObservable<FeeScheduleStore, 'load' | 'set'>(this, { groups: observableRef, set: action, load: false });
  }

  async start(): Promise<void> {
    if (this.groups.status === 'pending') return;
    if (this.groups.status !== 'success') this.set(pending());
    const result = await this.load.execute();
    this.set(result.ok ? loaded(result.value) : failed(result.error));
  }

  private set(groups: Loadable<readonly FeeGroup[]>): void {
    this.groups = groups;
  }
}
