import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MARGIN_LIQUIDATION_LEVEL,
  MARGIN_WARNING_LEVEL,
  SPOT_MARGIN_LEVERAGES,
  hourlyRate,
} from '../../src/domain/trade/spot-margin/spot-margin';
import type { ControlState } from '../control/control-state';
import { parseQuery } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { decimal, pageFields, tradingRouteContext } from './route-inputs';
import { termsOf, type SpotMargin } from './spot-margin';
import type { MarginHistoryRecord } from './spot-margin-state';
import type { TradingEngine } from './trading-engine';
import { page } from './trading-views';
import { documented } from '../api-docs/api-operation';
import { anyObject, paged } from '../api-docs/answers';

export interface SpotMarginRouteDeps {
  readonly trading: TradingEngine;
  readonly spotMargin: SpotMargin;
  readonly accounts: AccountRepository;
  readonly control: ControlState;
  readonly clock: () => number;
}

const token = z.string().regex(/^[A-Z0-9]{1,20}$/, 'must be a token');
const leverageBody = z.object({ leverage: z.number().int() });
const repayBody = z.object({ token, amount: decimal.optional() });
const maxQuery = z.object({ token: token.optional() });
const historyQuery = z.object({ token: token.optional(), type: z.enum(['BORROWED', 'ACCRUED', 'REPAID']).optional(), ...pageFields });
const hours = z.object({
  hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 366)
    .default(1),
});

const num = (value: string): number => Number(value);

const historyRow = (h: MarginHistoryRecord) => ({
  id: h.id,
  token: h.token,
  type: h.type,
  principal: num(h.principal),
  interest: num(h.interest),
  hourlyRate: num(h.hourlyRate),
  createdTime: h.createdTime,
});

/** The spot margin calls (bearer session), under /api: docs/protocol.md "Spot margin". */
export function registerSpotMarginRoutes(app: FastifyInstance, deps: SpotMarginRouteDeps): void {
  const { trading, spotMargin } = deps;
  const { ok, user, open } = tradingRouteContext(deps.accounts, deps.control, deps.clock);

  app.get(
    '/v3/spotMargin/interestRate',
    documented({ tag: 'Spot margin', summary: 'Interest rates', auth: 'private', data: anyObject }),
    async (request) => {
      await user(request);
      return ok({
        rows: spotMargin.tokens().map((t) => {
          const terms = termsOf(t);
          return {
            token: t,
            annualRate: num(terms.annualRate),
            hourlyRate: num(hourlyRate(terms.annualRate)),
            poolLimit: num(terms.poolLimit),
          };
        }),
      });
    },
  );

  app.get(
    '/v3/spotMargin/interestHistory',
    documented({
      tag: 'Spot margin',
      summary: 'Interest borrowed, accrued and repaid, paged',
      auth: 'private',
      query: historyQuery,
      data: paged(),
    }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(historyQuery, request.query);
      const rows = trading.account(userId).margin?.history ?? [];
      return ok(
        page(rows, (h) => (q.token === undefined || h.token === q.token) && (q.type === undefined || h.type === q.type), q, historyRow),
      );
    },
  );

  app.get(
    '/v3/spotMargin/maxMargin',
    documented({ tag: 'Spot margin', summary: 'Largest borrowable amount', auth: 'private', query: maxQuery, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(maxQuery, request.query);
      const rows = spotMargin.rows(trading.account(userId)).filter((r) => q.token === undefined || r.token === q.token);
      return ok({
        rows: rows.map((r) => ({
          token: r.token,
          borrowed: num(r.borrowed),
          interest: num(r.interest),
          maxBorrowable: num(r.maxBorrowable),
        })),
      });
    },
  );

  app.get(
    '/v3/spotMargin/leverage',
    documented({ tag: 'Spot margin', summary: 'Account leverage', auth: 'private', data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const a = trading.account(userId);
      const f = spotMargin.figures(a);
      return ok({
        leverage: a.margin?.leverage ?? 1,
        availableLeverages: [...SPOT_MARGIN_LEVERAGES],
        totalAssets: num(f.totalAssets),
        totalLiabilities: num(f.totalLiabilities),
        equity: num(f.equity),
        marginLevel: f.marginLevel === undefined ? null : num(f.marginLevel),
        warningLevel: num(MARGIN_WARNING_LEVEL),
        liquidationLevel: num(MARGIN_LIQUIDATION_LEVEL),
      });
    },
  );

  app.post(
    '/v3/spotMargin/leverage',
    documented({ tag: 'Spot margin', summary: 'Set the account leverage', auth: 'private', body: leverageBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const body = parseQuery(leverageBody, request.body);
      open();
      spotMargin.setLeverage(userId, body.leverage);
      await trading.writer.flush();
      return ok({ leverage: body.leverage });
    },
  );

  app.post(
    '/v3/spotMargin/interestRepay',
    documented({ tag: 'Spot margin', summary: 'Repay borrowed tokens', auth: 'private', body: repayBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const body = parseQuery(repayBody, request.body);
      open();
      const paid = spotMargin.repay(userId, body.token, body.amount);
      await trading.writer.flush();
      return ok({ token: body.token, interestRepaid: num(paid.interest), principalRepaid: num(paid.principal) });
    },
  );
}

/** `POST /__control/trading/spot-interest {hours?}`: accrues that many hours of interest now (SIM_CONTROL=1). */
export function registerSpotMarginControlRoutes(app: FastifyInstance, deps: { trading: TradingEngine; spotMargin: SpotMargin }): void {
  app.post('/__control/trading/spot-interest', async (request) => {
    const parsed = hours.safeParse(request.body ?? {});
    if (!parsed.success) throw Object.assign(new Error(`hours: ${parsed.error.issues[0].message}`), { statusCode: 400 });
    const charged = deps.spotMargin.accrue(parsed.data.hours);
    await deps.trading.writer.flush();
    return { ok: true, charged };
  });
}
