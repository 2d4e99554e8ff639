import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { SpotMarginApiPort } from '../../application/spot-margin/ports/spot-margin-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { Result } from '../../domain/shared/result';
import type {
  SpotMarginHistoryPage,
  SpotMarginLoan,
  SpotMarginRate,
  SpotMarginRepayment,
  SpotMarginSummary,
} from '../../domain/trade/spot-margin/spot-margin-account';
import { ApiClient } from '../http/api-client';
import { tradeCall } from '../http/trade-call';
import { historyPage, leverageData, loanRows, rateRows, repayData, summaryData } from './spot-margin.schema';

/** `/v3/spotMargin/*` over REST with the session's bearer; refusals keep the exchange's code and message. */
@injectable()
export class RestSpotMarginApi implements SpotMarginApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  private async call<T, R>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodMiniType<T>,
    map: (data: T) => R,
    options: { params?: Record<string, string | number>; body?: unknown } = {},
  ): Promise<Result<R, TradeFailure>> {
    return tradeCall(this.api, method, path, schema, map, options);
  }

  rates(): Promise<Result<SpotMarginRate[], TradeFailure>> {
    return this.call('GET', '/v3/spotMargin/interestRate', rateRows, (d) => d.rows);
  }

  loans(): Promise<Result<SpotMarginLoan[], TradeFailure>> {
    return this.call('GET', '/v3/spotMargin/maxMargin', loanRows, (d) => d.rows);
  }

  summary(): Promise<Result<SpotMarginSummary, TradeFailure>> {
    return this.call('GET', '/v3/spotMargin/leverage', summaryData, ({ marginLevel, ...rest }) => ({
      ...rest,
      ...(marginLevel === null ? {} : { marginLevel }),
    }));
  }

  history(query: {
    readonly page: number;
    readonly size: number;
    readonly token?: string;
  }): Promise<Result<SpotMarginHistoryPage, TradeFailure>> {
    const params: Record<string, string | number> = { page: query.page, size: query.size };
    if (query.token) params.token = query.token;
    return this.call(
      'GET',
      '/v3/spotMargin/interestHistory',
      historyPage,
      (d) => ({ rows: d.rows, total: d.meta.total, page: d.meta.currentPage, size: d.meta.recordsPerPage }),
      { params },
    );
  }

  setLeverage(leverage: number): Promise<Result<void, TradeFailure>> {
    return this.call('POST', '/v3/spotMargin/leverage', leverageData, () => undefined, { body: { leverage } });
  }

  repay(token: string, amount: string | undefined): Promise<Result<SpotMarginRepayment, TradeFailure>> {
    const body = amount === undefined ? { token } : { token, amount: Number(amount) };
    return this.call('POST', '/v3/spotMargin/interestRepay', repayData, (d) => d, { body });
  }
}
