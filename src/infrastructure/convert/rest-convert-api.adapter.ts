import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { ConvertApiPort, ConvertToken } from '../../application/convert/ports/convert-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { Result } from '../../domain/shared/result';
import type { ConvertQuote, ConvertTrade, ConvertTradePage } from '../../domain/wallet/convert';
import { ApiClient } from '../http/api-client';
import { tradeCall } from '../http/trade-call';
import { quoteData, tokenRows, tradeData, tradePage } from './convert.schema';

/** `/v3/convert/*` over REST with the session's bearer; refusals keep the exchange's code and message. */
@injectable()
export class RestConvertApi implements ConvertApiPort {
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

  tokens(): Promise<Result<ConvertToken[], TradeFailure>> {
    return this.call('GET', '/v3/convert/tokens', tokenRows, (d) => d.rows);
  }

  quote(request: {
    readonly sellToken: string;
    readonly buyToken: string;
    readonly sellQuantity: string;
  }): Promise<Result<ConvertQuote, TradeFailure>> {
    return this.call('GET', '/v3/convert/rfq', quoteData, (d) => d, { params: { ...request } });
  }

  accept(quoteId: number): Promise<Result<ConvertTrade, TradeFailure>> {
    return this.call('POST', '/v3/convert/rft', tradeData, (d) => d, { body: { quoteId } });
  }

  trades(query: { readonly page: number; readonly size: number }): Promise<Result<ConvertTradePage, TradeFailure>> {
    return this.call(
      'GET',
      '/v3/convert/trades',
      tradePage,
      (d) => ({ rows: d.rows, total: d.meta.total, page: d.meta.currentPage, size: d.meta.recordsPerPage }),
      { params: { page: query.page, size: query.size } },
    );
  }
}
