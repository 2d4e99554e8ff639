import Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { AdminFailure, MarketAdminApiPort } from '../../application/admin/ports/market-admin-api.port';
import type { AdminAuditPage, AdminChange, AdminSymbolState } from '../../domain/market-admin/market-admin';
import type { MarkPricePreview } from '../../domain/market-admin/market-admin-effects';
import { ADMIN_CALLS } from '../../domain/market-admin/market-admin-rules';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok, type Result } from '../../domain/shared/result';
import { ApiClient, type ApiFailure } from '../http/api-client';

const symbol = z.string().check(z.regex(/^PERP_[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/));
const decimal = z.number().check(z.refine(Number.isFinite));
const KINDS = ['markPrice', 'indexPrice', 'fundingRate', 'fundingRateCap'] as const;

const me = z.object({ roles: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20)) });
const stateRow = z.object({
  symbol,
  indexPrice: decimal,
  markPrice: decimal,
  fundingRate: decimal,
  fundingRateCap: decimal,
  quoteTick: decimal,
  overrides: z.partialRecord(z.enum(KINDS), decimal),
});
const state = z.object({ rows: z.array(stateRow).check(z.maxLength(500)) });
const preview = z.object({ positions: z.int().check(z.gte(0)), accounts: z.int().check(z.gte(0)), unrealizedPnlChange: decimal });
const auditRow = z.object({
  id: z.int(),
  userId: z.int(),
  email: z.nullable(z.string().check(z.maxLength(254))),
  timestamp: z.int().check(z.gte(0)),
  call: z.enum(ADMIN_CALLS as unknown as readonly ['funding-rate', 'funding_rate_cap', 'index-price', 'mark-price']),
  symbol,
  oldValue: z.nullable(decimal),
  newValue: z.nullable(decimal),
});
const audit = z.object({
  rows: z.array(auditRow).check(z.maxLength(500)),
  meta: z.object({ total: z.int().check(z.gte(0)), recordsPerPage: z.int().check(z.gte(1)), currentPage: z.int().check(z.gte(1)) }),
});
const anything = z.unknown();
const cleared = z.object({ cleared: z.array(z.string().check(z.maxLength(60))).check(z.maxLength(50)) });

/** A JSON number as a canonical decimal string (the wire's numbers are the exchange's decimals). */
const text = (value: number): string => new Decimal(value).toFixed();

/** Which body field each call takes its value in. */
const FIELD: Readonly<Record<AdminChange['call'], string>> = {
  'funding-rate': 'rate',
  funding_rate_cap: 'cap',
  'index-price': 'price',
  'mark-price': 'price',
};

function failureOf(failure: ApiFailure): AdminFailure {
  if (failure.exchangeCode !== undefined && failure.status !== undefined && failure.status < 500) {
    return { kind: 'refused', code: failure.exchangeCode, message: failure.message ?? '', status: failure.status };
  }
  return { kind: 'unanswered', error: failure.error };
}

/**
 * The market-data admin over REST (`/md/admin/*`, docs/protocol.md "Market-data admin") with the session's bearer;
 * decimals go out and come back as JSON numbers and are kept as decimal strings.
 */
@injectable()
export class RestMarketAdminApi implements MarketAdminApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  private async request<S, T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    schema: z.ZodMiniType<S>,
    map: (data: S) => T,
    options: { params?: Record<string, string | number | undefined>; body?: unknown } = {},
  ): Promise<Result<T, AdminFailure>> {
    try {
      const result = await this.api.call(method, path, schema, options);
      return result.ok ? ok(map(result.value)) : err(failureOf(result.error));
    } catch {
      return err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
    }
  }

  roles(): Promise<Result<readonly string[], AdminFailure>> {
    return this.request('GET', '/md/admin/me', me, (d) => d.roles);
  }

  state(): Promise<Result<readonly AdminSymbolState[], AdminFailure>> {
    return this.request('GET', '/md/admin/state', state, (d) =>
      d.rows.map((r) => ({
        symbol: r.symbol,
        indexPrice: text(r.indexPrice),
        markPrice: text(r.markPrice),
        fundingRate: text(r.fundingRate),
        fundingRateCap: text(r.fundingRateCap),
        quoteTick: text(r.quoteTick),
        overridden: KINDS.filter((k) => r.overrides[k] !== undefined),
      })),
    );
  }

  change(change: AdminChange): Promise<Result<void, AdminFailure>> {
    return this.request('POST', `/md/admin/${change.call}`, anything, () => undefined, {
      body: { symbol: change.symbol, [FIELD[change.call]]: Number(change.value) },
    });
  }

  previewMarkPrice(symbol: string, price: string): Promise<Result<MarkPricePreview, AdminFailure>> {
    return this.request(
      'POST',
      '/md/admin/mark-price/preview',
      preview,
      (d) => ({
        positions: d.positions,
        accounts: d.accounts,
        unrealizedPnlChange: text(d.unrealizedPnlChange),
      }),
      { body: { symbol, price: Number(price) } },
    );
  }

  audit(query: { readonly symbol?: string; readonly page: number; readonly size: number }): Promise<Result<AdminAuditPage, AdminFailure>> {
    return this.request(
      'GET',
      '/md/admin/audit',
      audit,
      (d) => ({
        rows: d.rows.map((r) => ({
          ...r,
          oldValue: r.oldValue === null ? null : text(r.oldValue),
          newValue: r.newValue === null ? null : text(r.newValue),
        })),
        total: d.meta.total,
        page: d.meta.currentPage,
        size: d.meta.recordsPerPage,
      }),
      { params: { symbol: query.symbol, page: query.page, size: query.size } },
    );
  }

  clearLeaderboardCaches(): Promise<Result<readonly string[], AdminFailure>> {
    return this.request('DELETE', '/social-backend-ui/caches', cleared, (d) => d.cleared);
  }
}
