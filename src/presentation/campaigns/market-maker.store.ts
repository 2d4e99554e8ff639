import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { CompetitionsApiPort, type MmDashboard, type MmEpoch } from '../../application/campaigns/ports/competitions-api.port';
import type { MarketMakerProgram } from '../../domain/campaigns/market-maker';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { failureCode } from '../shared/failure-code';

/** /campaigns/market-makers: a program's epochs (newest first) and the chosen epoch's maker ranking. */
@injectable()
export class MarketMakerStore {
  program: MarketMakerProgram = 'SPOT';
  epochs: readonly MmEpoch[] = [];
  epochId: number | undefined = undefined;
  dashboard: Loadable<MmDashboard> = idle();
  private loads = 0;

  constructor(@inject(CompetitionsApiPort) private readonly api: CompetitionsApiPort) {
    makeObservable<MarketMakerStore, 'set'>(this, {
      program: observable,
      epochs: observableRef,
      epochId: observable,
      dashboard: observableRef,
      set: action,
    });
  }

  private set(patch: Partial<Pick<MarketMakerStore, 'program' | 'epochs' | 'epochId' | 'dashboard'>>): void {
    Object.assign(this, patch);
  }

  /** Loads the program's epochs and shows the newest (or the one kept when it is still listed). */
  async start(program: MarketMakerProgram = this.program): Promise<void> {
    this.set({ program, dashboard: pending() });
    const epochs = await this.api.mmEpochs(program);
    if (!epochs.ok) {
      this.set({ dashboard: failed(failureCode(epochs.error)) });
      return;
    }
    const keep = epochs.value.some((e) => e.epochId === this.epochId) ? this.epochId : epochs.value[0]?.epochId;
    this.set({ epochs: epochs.value, epochId: keep });
    await this.choose(keep);
  }

  async choose(epochId: number | undefined): Promise<void> {
    if (epochId === undefined) return;
    const n = ++this.loads;
    this.set({ epochId, dashboard: pending() });
    const result = await this.api.mmDashboard(this.program, epochId);
    if (n === this.loads) this.set({ dashboard: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }
}
