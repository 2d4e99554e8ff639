import { inject, injectable } from 'inversify';
import { ok, type Result } from '../../domain/shared/result';
import type { Fill, Order } from '../../domain/trade/orders/order';
import { TradingApiPort, type TradeListQuery, type TradePage } from './ports/trading-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';

/** Rows per request when exporting (the exchange's maximum page size). */
export const EXPORT_PAGE_SIZE = 500;
/** An export stops after this many rows (the file says what the filters show, up to this). */
export const EXPORT_MAX_ROWS = 20_000;

/** Order history and fills with filters, a page at a time, and every row the filters match for the CSV export. */
@injectable()
export class LoadTradeHistory {
  constructor(@inject(TradingApiPort) private readonly api: TradingApiPort) {}

  orders(query: TradeListQuery): Promise<Result<TradePage<Order>, TradeFailure>> {
    return this.api.orders(query);
  }

  fills(query: TradeListQuery): Promise<Result<TradePage<Fill>, TradeFailure>> {
    return this.api.fills(query);
  }

  /** Every order row the filters match (all pages), for the export. */
  allOrders(query: TradeListQuery): Promise<Result<Order[], TradeFailure>> {
    return this.all((page) => this.api.orders({ ...query, page, size: EXPORT_PAGE_SIZE }));
  }

  allFills(query: TradeListQuery): Promise<Result<Fill[], TradeFailure>> {
    return this.all((page) => this.api.fills({ ...query, page, size: EXPORT_PAGE_SIZE }));
  }

  private async all<T>(load: (page: number) => Promise<Result<TradePage<T>, TradeFailure>>): Promise<Result<T[], TradeFailure>> {
    const rows: T[] = [];
    for (let page = 1; rows.length < EXPORT_MAX_ROWS; page++) {
      const result = await load(page);
      if (!result.ok) return result;
      rows.push(...result.value.rows);
      if (result.value.rows.length === 0 || rows.length >= result.value.total) break;
    }
    return ok(rows.slice(0, EXPORT_MAX_ROWS));
  }
}
