import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { CopyTradingApiPort } from '../../application/copy-trading/ports/copy-trading-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import type { Result } from '../../domain/shared/result';
import type { Copier, LeadClose, LeadDetail, LeadPeriod, LeadPosition, Paged } from '../../domain/copy-trading/copy-views';
import { failureCode } from '../shared/failure-code';

const SIZE = 20;
const loadableOf = <T>(r: Result<T, TradeFailure>): Loadable<T> => (r.ok ? loaded(r.value) : failed(failureCode(r.error)));

/** A lead trader's page: figures and chart over the period, current positions, position history, copiers. */
@injectable()
export class LeadTraderStore {
  uuid = '';
  period: LeadPeriod = 30;
  detail: Loadable<LeadDetail> = idle();
  positions: Loadable<LeadPosition[]> = idle();
  history: Loadable<Paged<LeadClose>> = idle();
  copiers: Loadable<Paged<Copier>> = idle();

  constructor(@inject(CopyTradingApiPort) private readonly api: CopyTradingApiPort) {
    makeObservable<LeadTraderStore, 'set'>(this, {
      uuid: observable,
      period: observable,
      detail: observableRef,
      positions: observableRef,
      history: observableRef,
      copiers: observableRef,
      set: action,
    });
  }

  private set(patch: Partial<Pick<LeadTraderStore, 'uuid' | 'period' | 'detail' | 'positions' | 'history' | 'copiers'>>): void {
    Object.assign(this, patch);
  }

  async open(uuid: string): Promise<void> {
    this.set({ uuid, detail: pending(), positions: pending(), history: idle(), copiers: idle() });
    await Promise.all([this.loadDetail(), this.loadPositions()]);
  }

  /** Re-reads this lead's figures (and copiers, if shown) when it is the one open: the member's copy changed them. */
  async refreshFor(uuid: string): Promise<void> {
    if (uuid !== this.uuid || this.detail.status === 'idle') return;
    await Promise.all([this.loadDetail(), this.copiers.status === 'idle' ? undefined : this.loadCopiers()]);
  }

  choosePeriod(period: LeadPeriod): Promise<void> {
    this.set({ period });
    return this.loadDetail();
  }

  async loadDetail(): Promise<void> {
    const uuid = this.uuid;
    const r = await this.api.lead(uuid, this.period);
    if (uuid === this.uuid) this.set({ detail: loadableOf(r) });
  }

  async loadPositions(): Promise<void> {
    const r = await this.api.leadPositions(this.uuid);
    this.set({ positions: loadableOf(r) });
  }

  async loadHistory(page = 1): Promise<void> {
    this.set({ history: this.history.status === 'success' ? this.history : pending() });
    this.set({ history: loadableOf(await this.api.leadHistory(this.uuid, page, SIZE)) });
  }

  async loadCopiers(page = 1): Promise<void> {
    this.set({ copiers: this.copiers.status === 'success' ? this.copiers : pending() });
    this.set({ copiers: loadableOf(await this.api.leadCopiers(this.uuid, page, SIZE)) });
  }
}
