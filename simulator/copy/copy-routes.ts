import Decimal from 'decimal.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COPY_AMOUNT_MAX,
  COPY_AMOUNT_MIN,
  COPY_LEVERAGE_MAX,
  COPY_RATIO_MAX,
  COPY_RATIO_MIN,
  PROFIT_SHARE_MAX,
  SLIPPAGE_MAX,
  SLIPPAGE_MIN,
  type CopySettings,
} from '../../src/domain/copy-trading/copy-settings';
import { successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import type { CopyService } from './copy-service';
import { netRealised, type CopyRecord } from './copy-state';
import { LeadBoard, type LeadSort } from './lead-board';

const P = '/copy-trading-gateway';
const num = (v: string | Decimal): number => Number(new Decimal(v).toDecimalPlaces(8).toFixed());
const period = z.coerce
  .number()
  .int()
  .refine((v) => v === 7 || v === 30 || v === 90, 'must be 7, 30 or 90')
  .default(30);
const page = { page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(100).default(20) };
const boardQuery = z.object({
  period,
  sortBy: z.enum(['ROI', 'PNL', 'COPIER_PNL', 'WIN_RATE', 'MAX_DRAWDOWN', 'SHARPE', 'AUM', 'COPIERS']).default('ROI'),
  sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
  hideFull: z.enum(['true', 'false']).default('false'),
  ...page,
});
/** A decimal on the wire: a JSON number or a decimal string. */
const dec = z
  .union([z.number().finite().nonnegative(), z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal')])
  .transform((v) => new Decimal(v).toFixed());
const settingsBody = z
  .object({
    mode: z.enum(['FIXED_AMOUNT', 'FIXED_RATIO']),
    amount: dec,
    ratio: dec.optional(),
    leverageMode: z.enum(['FOLLOW', 'FIXED']),
    leverage: z.number().int().optional(),
    symbols: z
      .array(z.string().regex(/^PERP_[A-Z0-9]+_USDT$/, 'must be a perpetual symbol'))
      .max(50)
      .default([]),
    maxOrderAmount: dec.optional(),
    maxSlippage: dec,
    takeProfit: dec.optional(),
    stopLoss: dec.optional(),
    portfolioStopLoss: dec.optional(),
  })
  .strict();
const startBody = settingsBody.extend({ leadUuid: z.string().min(1) }).strict();
const stopBody = z.object({ closePositions: z.boolean() }).strict();
const applyBody = z
  .object({ profitShare: dec, minCopyAmount: dec.default('10'), maxCopiers: z.number().int().min(1).max(1000).default(100) })
  .strict();

const paged = <T>(rows: readonly T[], q: { page: number; size: number }) => ({
  rows: rows.slice((q.page - 1) * q.size, q.page * q.size),
  meta: { total: rows.length, recordsPerPage: q.size, currentPage: q.page },
});

const settingsOut = (s: CopySettings) => ({
  mode: s.mode,
  amount: num(s.amount),
  ratio: s.ratio !== undefined ? num(s.ratio) : null,
  leverageMode: s.leverageMode,
  leverage: s.leverage ?? null,
  symbols: s.symbols,
  maxOrderAmount: s.maxOrderAmount !== undefined ? num(s.maxOrderAmount) : null,
  maxSlippage: num(s.maxSlippage),
  takeProfit: s.takeProfit !== undefined ? num(s.takeProfit) : null,
  stopLoss: s.stopLoss !== undefined ? num(s.stopLoss) : null,
  portfolioStopLoss: s.portfolioStopLoss !== undefined ? num(s.portfolioStopLoss) : null,
});

/** Copy trading's calls (docs/protocol.md "Copy trading"), under /api. */
export function registerCopyRoutes(app: FastifyInstance, copy: CopyService): void {
  const board = new LeadBoard(copy);
  const ok = <T>(data: T) => successBody(data, copy.clock());
  const user = async (request: FastifyRequest) => {
    const id = (await requireAccount(request, copy.social.accounts, copy.clock())).userId;
    copy.social.remember(id);
    return id;
  };
  const view = (c: CopyRecord) => {
    const positions = Object.entries(c.positions).map(([symbol, p]) => {
      const mark = copy.trading.markPrice(symbol);
      return {
        symbol,
        quantity: num(p.quantity),
        entryPrice: num(p.entryPrice),
        markPrice: num(mark),
        unrealizedPnl: num(mark.minus(p.entryPrice).times(p.quantity)),
      };
    });
    const pnl = copy.pnl(c);
    return {
      copyId: c.copyId,
      leadUuid: copy.social.remember(c.leadUserId),
      leadCoolName: copy.social.nameOf(c.leadUserId),
      status: c.status,
      settings: settingsOut(c.settings),
      createdTime: c.createdTime,
      stoppedTime: c.stoppedTime,
      stopReason: c.stopReason,
      closedOnStop: c.closedOnStop,
      pnl: num(pnl),
      realizedPnl: num(netRealised(c)),
      fees: num(c.fees),
      copyFees: num(c.copyFees ?? '0'),
      profitShared: num(c.profitShared),
      roi: num(pnl.div(c.settings.amount)),
      positions,
    };
  };
  const leadParam = (request: FastifyRequest) => copy.leadOf((request.params as { uuid: string }).uuid);
  const toSettings = (b: z.infer<typeof settingsBody>): CopySettings => ({ ...b });

  app.get(`${P}/public/lead-trader-dashboard/promoted-leaderboard-metrics`, async (request) => {
    const q = parseQuery(boardQuery, request.query);
    return ok(paged(await board.rows(q.period, q.sortBy as LeadSort, q.sortOrder === 'ASC', q.hideFull === 'true'), q));
  });
  app.get(`${P}/public/lead-traders/:uuid`, async (request) => {
    const lead = leadParam(request);
    const p = parseQuery(z.object({ period }), request.query).period;
    return ok({ ...(await board.row(lead, p)), period: p, since: lead.since, daily: await board.daily(lead.userId, p) });
  });
  app.get(`${P}/public/lead-traders/:uuid/positions`, async (request) => ok({ rows: board.positions(leadParam(request).userId) }));
  app.get(`${P}/public/lead-traders/:uuid/position-history`, async (request) =>
    ok(paged(board.positionHistory(leadParam(request).userId), parseQuery(z.object(page), request.query))),
  );
  app.get(`${P}/public/lead-traders/:uuid/copiers`, async (request) =>
    ok(paged(board.copiers(leadParam(request).userId), parseQuery(z.object(page), request.query))),
  );

  app.get(`${P}/private/copy-settings/:uuid`, async (request) => {
    const userId = await user(request);
    const lead = leadParam(request);
    const running = copy.state.running(lead.userId);
    return ok({
      leadUuid: copy.social.remember(lead.userId),
      minCopyAmount: num(Decimal.max(lead.minCopyAmount, COPY_AMOUNT_MIN)),
      maxCopyAmount: num(COPY_AMOUNT_MAX),
      minRatio: num(COPY_RATIO_MIN),
      maxRatio: num(COPY_RATIO_MAX),
      minSlippage: num(SLIPPAGE_MIN),
      maxSlippage: num(SLIPPAGE_MAX),
      maxLeverage: COPY_LEVERAGE_MAX,
      profitShare: num(lead.profitShare),
      available: num(copy.trading.available(copy.trading.account(userId), 'USDT').toDecimalPlaces(2, Decimal.ROUND_DOWN)),
      symbols: copy.trading.market.instruments.filter((i) => i.symbol.startsWith('PERP_')).map((i) => i.symbol),
      full: running.length >= lead.maxCopiers,
      copyId: running.find((c) => c.userId === userId)?.copyId ?? null,
    });
  });
  app.get(`${P}/private/copies`, async (request) => {
    const q = parseQuery(z.object({ status: z.enum(['RUNNING', 'STOPPED']).optional() }), request.query);
    const rows = copy.state.of(await user(request)).filter((c) => q.status === undefined || c.status === q.status);
    return ok({ rows: rows.map(view) });
  });
  app.post(`${P}/private/copies`, async (request) => {
    const userId = await user(request);
    const body = parseQuery(startBody, request.body ?? {});
    const { leadUuid, ...settings } = body;
    return ok(view(await copy.start(userId, leadUuid, toSettings(settings))));
  });
  app.put<{ Params: { copyId: string } }>(`${P}/private/copies/:copyId`, async (request) => {
    const userId = await user(request);
    return ok(view(await copy.edit(userId, Number(request.params.copyId), toSettings(parseQuery(settingsBody, request.body ?? {})))));
  });
  app.post<{ Params: { copyId: string } }>(`${P}/private/copies/:copyId/stop`, async (request) => {
    const userId = await user(request);
    return ok(view(await copy.stop(userId, Number(request.params.copyId), parseQuery(stopBody, request.body ?? {}).closePositions)));
  });
  app.get<{ Params: { copyId: string } }>(`${P}/private/copies/:copyId/history`, async (request) => {
    const c = copy.mine(await user(request), Number(request.params.copyId));
    const rows = [...(copy.state.history.get(c.copyId) ?? [])].reverse().map((o) => ({
      id: o.id,
      symbol: o.symbol,
      side: o.side,
      kind: o.kind,
      status: o.status,
      skipReason: o.skipReason,
      note: o.note,
      leadPrice: o.leadPrice !== null ? num(o.leadPrice) : null,
      leadQuantity: o.leadQuantity !== null ? num(o.leadQuantity) : null,
      quantity: num(o.quantity),
      orderId: o.orderId,
      executedPrice: o.executedPrice !== null ? num(o.executedPrice) : null,
      executedQuantity: o.executedQuantity !== null ? num(o.executedQuantity) : null,
      copyFee: o.copyFee != null ? num(o.copyFee) : null,
      createdTime: o.createdTime,
    }));
    return ok(paged(rows, parseQuery(z.object(page), request.query)));
  });
  app.get(`${P}/private/lead-trader`, async (request) => {
    const userId = await user(request);
    const lead = copy.state.leads.get(userId);
    return ok({
      lead: lead ? await board.row(lead, 30) : null,
      maxProfitShare: num(PROFIT_SHARE_MAX),
      copiers: lead ? board.copiers(userId) : [],
    });
  });
  app.post(`${P}/private/lead-trader/apply`, async (request) => {
    const userId = await user(request);
    const lead = await copy.apply(userId, parseQuery(applyBody, request.body ?? {}));
    return ok(await board.row(lead, 30));
  });
}
