import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { CopyTradingApiPort, LeadBoardQuery } from '../../application/copy-trading/ports/copy-trading-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { Result } from '../../domain/shared/result';
import type { CopySettingsView, LeadPeriod } from '../../domain/copy-trading/copy-views';
import { ApiClient } from '../http/api-client';
import { tradeCall, type CallMethod, type CallOptions } from '../http/trade-call';
import {
  copiersPage,
  copyHistory,
  copyLimits,
  copyList,
  copyView,
  leadApplied,
  leadBoard,
  leadDetail,
  leadHistory,
  leadPositions,
  myLead,
} from './copy-trading.schema';

const P = '/copy-trading-gateway';
const paged = <T>(d: { rows: T[]; meta: { total: number } }) => ({ rows: d.rows, total: d.meta.total });
const lead = (uuid: string) => `${P}/public/lead-traders/${encodeURIComponent(uuid)}`;

/** The settings as the wire wants them: decimals as JSON numbers, absent fields left out. */
export function settingsBody(s: CopySettingsView): Record<string, unknown> {
  const n = (v: string | null) => (v === null ? undefined : Number(v));
  const body: Record<string, unknown> = {
    mode: s.mode,
    amount: Number(s.amount),
    ratio: s.mode === 'FIXED_RATIO' ? n(s.ratio) : undefined,
    leverageMode: s.leverageMode,
    leverage: s.leverageMode === 'FIXED' ? (s.leverage ?? undefined) : undefined,
    symbols: s.symbols,
    maxOrderAmount: n(s.maxOrderAmount),
    maxSlippage: Number(s.maxSlippage),
    takeProfit: n(s.takeProfit),
    stopLoss: n(s.stopLoss),
    portfolioStopLoss: n(s.portfolioStopLoss),
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/** Copy trading over REST (public calls without, private ones with the session's bearer). */
@injectable()
export class RestCopyTradingApi implements CopyTradingApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  private call<T, R>(
    method: CallMethod,
    path: string,
    schema: z.ZodMiniType<T>,
    map: (data: T) => R,
    options?: CallOptions,
  ): Promise<Result<R, TradeFailure>> {
    return tradeCall(this.api, method, path, schema, map, options);
  }

  leadBoard(q: LeadBoardQuery) {
    const params = {
      period: q.period,
      sortBy: q.sortBy,
      sortOrder: q.ascending ? 'ASC' : 'DESC',
      hideFull: String(q.hideFull),
      page: q.page,
      size: q.size,
    };
    return this.call('GET', `${P}/public/lead-trader-dashboard/promoted-leaderboard-metrics`, leadBoard, paged, { params });
  }

  lead(uuid: string, period: LeadPeriod) {
    return this.call('GET', lead(uuid), leadDetail, (d) => d, { params: { period } });
  }

  leadPositions(uuid: string) {
    return this.call('GET', `${lead(uuid)}/positions`, leadPositions, (d) => d.rows);
  }

  leadHistory(uuid: string, page: number, size: number) {
    return this.call('GET', `${lead(uuid)}/position-history`, leadHistory, paged, { params: { page, size } });
  }

  leadCopiers(uuid: string, page: number, size: number) {
    return this.call('GET', `${lead(uuid)}/copiers`, copiersPage, paged, { params: { page, size } });
  }

  limits(uuid: string) {
    return this.call('GET', `${P}/private/copy-settings/${encodeURIComponent(uuid)}`, copyLimits, (d) => d);
  }

  copies() {
    return this.call('GET', `${P}/private/copies`, copyList, (d) => d.rows);
  }

  start(leadUuid: string, settings: CopySettingsView) {
    return this.call('POST', `${P}/private/copies`, copyView, (d) => d, { body: { leadUuid, ...settingsBody(settings) } });
  }

  edit(copyId: number, settings: CopySettingsView) {
    return this.call('PUT', `${P}/private/copies/${copyId}`, copyView, (d) => d, { body: settingsBody(settings) });
  }

  stop(copyId: number, closePositions: boolean) {
    return this.call('POST', `${P}/private/copies/${copyId}/stop`, copyView, (d) => d, { body: { closePositions } });
  }

  history(copyId: number, page: number, size: number) {
    return this.call('GET', `${P}/private/copies/${copyId}/history`, copyHistory, paged, { params: { page, size } });
  }

  myLead() {
    return this.call('GET', `${P}/private/lead-trader`, myLead, (d) => d);
  }

  apply(terms: { profitShare: string; minCopyAmount: string; maxCopiers: number }) {
    const body = { profitShare: Number(terms.profitShare), minCopyAmount: Number(terms.minCopyAmount), maxCopiers: terms.maxCopiers };
    return this.call('POST', `${P}/private/lead-trader/apply`, leadApplied, (d) => d, { body });
  }
}
