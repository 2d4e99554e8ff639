import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { LoadPerpHistory } from '../../../application/member-trading/load-perp-history.use-case';
import type { TradeFailure } from '../../../domain/shared/trade-failure';
import type { FundingPayment, PositionHistoryRow } from '../../../domain/trade/perps/perp-history';

export type PerpHistoryKind = 'funding' | 'positionHistory';

export const PERP_HISTORY_PAGE_SIZE = 50;

/**
 * One of the bottom panel's perpetual histories (funding payments or closed positions) for a symbol or all, one page
 * (transient: each table its own). A later answer replaces an earlier request's only if it is the latest.
 */
@injectable()
export class PerpHistoryStore {
  kind: PerpHistoryKind = 'funding';
  symbol: string | undefined = undefined;
  page = 1;
  rows: readonly (FundingPayment | PositionHistoryRow)[] = [];
  total = 0;
  loading = false;
  failure: TradeFailure | undefined = undefined;
  private request = 0;

  constructor(@inject(LoadPerpHistory) private readonly history: LoadPerpHistory) {
    makeObservable(this, {
      kind: observable,
      symbol: observable,
      page: observable,
      rows: observableRef,
      total: observable,
      loading: observable,
      failure: observableRef,
      configure: action,
      setPage: action,
      load: action,
    });
  }

  get funding(): readonly FundingPayment[] {
    return this.kind === 'funding' ? (this.rows as readonly FundingPayment[]) : [];
  }

  get positions(): readonly PositionHistoryRow[] {
    return this.kind === 'positionHistory' ? (this.rows as readonly PositionHistoryRow[]) : [];
  }

  /** Which history and which symbol (undefined: every symbol), then the first page. */
  configure(kind: PerpHistoryKind, symbol: string | undefined): void {
    if (kind !== this.kind) {
      this.rows = [];
      this.total = 0;
    }
    this.kind = kind;
    this.symbol = symbol;
    this.page = 1;
    void this.load();
  }

  setPage(page: number): void {
    this.page = page;
    void this.load();
  }

  async load(): Promise<void> {
    const id = ++this.request;
    this.loading = true;
    const query = { symbol: this.symbol, page: this.page, size: PERP_HISTORY_PAGE_SIZE };
    const result = this.kind === 'funding' ? await this.history.fundingPayments(query) : await this.history.positionHistory(query);
    if (id !== this.request) return;
    runInAction(() => {
      this.loading = false;
      if (!result.ok) {
        this.failure = result.error;
        return;
      }
      this.failure = undefined;
      this.rows = result.value.rows;
      this.total = result.value.total;
    });
  }
}
