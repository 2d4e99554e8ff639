import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { LoadFunding } from '../../application/market/load-funding.use-case';
import { lastPage, type FundingRate, type FundingRateHistoryRow } from '../../domain/market/funding';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';

/** Page size of the history call and how many pages the chart reads (about 90 days of 8 h fundings). */
export const HISTORY_PAGE_SIZE = 100;
export const HISTORY_MAX_PAGES = 3;

/** Funding rates of every perpetual and the settled history of the selected one. */
@injectable()
export class FundingStore {
  rates: Loadable<readonly FundingRate[]> = idle();
  history: Loadable<readonly FundingRateHistoryRow[]> = idle();
  selected: string | undefined = undefined;

  constructor(@inject(LoadFunding) private readonly load: LoadFunding) {
    makeObservable<FundingStore, 'load'>(this, {
      rates: observableRef,
      history: observableRef,
      selected: observable,
      setRates: action,
      setHistory: action,
      select: action,
      load: false,
    });
  }

  async start(): Promise<void> {
    if (this.rates.status === 'pending') return;
    if (this.rates.status !== 'success') this.setRates(pending());
    const result = await this.load.rates();
    this.setRates(result.ok ? loaded(result.value) : failed(result.error));
    if (result.ok && !this.selected && result.value.length > 0) await this.select(result.value[0].symbol);
  }

  /** Selects a perpetual and reads its history page by page (oldest first for the chart). */
  async select(symbol: string): Promise<void> {
    this.selected = symbol;
    this.setHistory(pending());
    const rows: FundingRateHistoryRow[] = [];
    for (let page = 1; page <= HISTORY_MAX_PAGES; page++) {
      const result = await this.load.history({ symbol, size: HISTORY_PAGE_SIZE, page });
      if (this.selected !== symbol) return;
      if (!result.ok) return this.setHistory(failed(result.error));
      rows.push(...result.value.rows);
      if (page >= lastPage(result.value)) break;
    }
    this.setHistory(loaded(rows.reverse()));
  }

  setRates(rates: Loadable<readonly FundingRate[]>): void {
    this.rates = rates;
  }

  setHistory(history: Loadable<readonly FundingRateHistoryRow[]>): void {
    this.history = history;
  }
}
