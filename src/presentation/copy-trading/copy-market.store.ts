import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { CopyTradingApiPort } from '../../application/copy-trading/ports/copy-trading-api.port';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import type { LeadPeriod, LeadRow, LeadSort, Paged } from '../../domain/copy-trading/copy-views';
import { failureCode } from '../shared/failure-code';

export const MARKET_PAGE_SIZE = 12;

/** /social-trading/marketplace: the lead traders over 7/30/90 days, sorted, with or without the full ones. */
@injectable()
export class CopyMarketStore {
  period: LeadPeriod = 30;
  sortBy: LeadSort = 'ROI';
  ascending = false;
  hideFull = false;
  page = 1;
  board: Loadable<Paged<LeadRow>> = idle();
  private loads = 0;

  constructor(@inject(CopyTradingApiPort) private readonly api: CopyTradingApiPort) {
    makeObservable<CopyMarketStore, 'set'>(this, {
      period: observable,
      sortBy: observable,
      ascending: observable,
      hideFull: observable,
      page: observable,
      board: observableRef,
      set: action,
    });
  }

  private set(patch: Partial<Pick<CopyMarketStore, 'period' | 'sortBy' | 'ascending' | 'hideFull' | 'page' | 'board'>>): void {
    Object.assign(this, patch);
  }

  choose(patch: { period?: LeadPeriod; sortBy?: LeadSort; ascending?: boolean; hideFull?: boolean; page?: number }): Promise<void> {
    this.set({ page: 1, ...patch });
    return this.load();
  }

  /** Re-reads the board if it was shown (after the member started or stopped a copy: copiers and AUM moved). */
  async refresh(): Promise<void> {
    if (this.board.status !== 'idle') await this.load();
  }

  async load(): Promise<void> {
    const n = ++this.loads;
    if (this.board.status !== 'success') this.set({ board: pending() });
    const result = await this.api.leadBoard({
      period: this.period,
      sortBy: this.sortBy,
      ascending: this.ascending,
      hideFull: this.hideFull,
      page: this.page,
      size: MARKET_PAGE_SIZE,
    });
    if (n !== this.loads) return;
    this.set({ board: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }
}
