import type { FastifyInstance } from 'fastify';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { closedPositions, type ClosedPosition } from '../../src/domain/trade/perps/position-history';
import type { ControlState } from '../control/control-state';
import { ApiError, ErrorCodes } from '../http/api-error';
import { parseQuery } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { num } from './events';
import type { FundingRecord } from './records';
import { pageFields, symbol, tradingRouteContext } from './route-inputs';
import type { TradingEngine } from './trading-engine';
import { page } from './trading-views';
import { documented } from '../api-docs/api-operation';
import { paged } from '../api-docs/answers';

const time = z.coerce.number().int().min(0).optional();
const historyQuery = z.object({ symbol: symbol.optional(), startTime: time, endTime: time, ...pageFields });
const fundingNow = z.object({ symbol: symbol.optional() });
/** The real exchange settles funding every 8 hours (the simulator's clock may run faster: SIM_FUNDING_INTERVAL_MS). */
const FUNDING_INTERVAL_HOURS = 8;

/**
 * A row of `GET /v3/futures/fundingFee/history` as recorded (fetchFundingHistory): `fundingFee` positive as a string,
 * its direction in `paymentType`; `markPrice` a string, `fundingRate` a number; settled at once, so COMPLETED.
 */
export function fundingRow(f: FundingRecord, intervalHours: number) {
  return {
    id: f.id,
    symbol: f.symbol,
    fundingRate: num(f.fundingRate),
    markPrice: new Decimal(f.markPrice).toFixed(),
    fundingFee: new Decimal(f.fundingFee).abs().toFixed(),
    fundingIntervalHours: intervalHours,
    paymentType: f.paymentType,
    status: 'COMPLETED',
    createdTime: f.createdTime,
    updatedTime: f.createdTime,
  };
}

function positionHistoryRow(p: ClosedPosition) {
  return {
    symbol: p.symbol,
    side: p.side,
    openTime: p.openTime,
    closeTime: p.closeTime,
    maxQuantity: num(p.maxQuantity),
    averageOpenPrice: num(p.averageOpenPrice),
    averageClosePrice: num(p.averageClosePrice),
    realizedPnl: num(p.realizedPnl),
    fees: num(p.fees),
    funding: num(p.funding),
    netPnl: num(p.netPnl),
    closedBy: p.closedBy,
  };
}

/**
 * Funding and position history (docs/protocol.md "Funding and liquidation"), bearer session, under /api:
 * `GET /v3/futures/fundingFee/history` (the real path and rows) and `GET /v3/futures/positionHistory`
 * (simulator-defined: closed positions with realised PnL, fees and funding). Both paged, newest first.
 */
export function registerRiskRoutes(
  app: FastifyInstance,
  deps: { trading: TradingEngine; accounts: AccountRepository; control: ControlState; clock: () => number },
): void {
  const { trading } = deps;
  const { ok, user } = tradingRouteContext(deps.accounts, deps.control, deps.clock);
  const known = (s: string | undefined) => {
    if (s !== undefined && !trading.market.has(s)) throw new ApiError(ErrorCodes.InvalidParameter, `symbol: unknown ${s}`);
  };

  app.get(
    '/v3/futures/fundingFee/history',
    documented({ tag: 'Futures', summary: 'Funding fees paid and received, paged', auth: 'private', query: historyQuery, data: paged() }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(historyQuery, request.query);
      known(q.symbol);
      const keep = (f: FundingRecord) =>
        (q.symbol === undefined || f.symbol === q.symbol) &&
        (q.startTime === undefined || f.createdTime >= q.startTime) &&
        (q.endTime === undefined || f.createdTime <= q.endTime);
      return ok(page(trading.risk.rowsOf(userId), keep, q, (f) => fundingRow(f, FUNDING_INTERVAL_HOURS)));
    },
  );

  app.get(
    '/v3/futures/positionHistory',
    documented({ tag: 'Futures', summary: 'Closed positions, paged', auth: 'private', query: historyQuery, data: paged() }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(historyQuery, request.query);
      known(q.symbol);
      const a = trading.account(userId);
      const liquidationOrders = new Set(a.orders.filter((o) => o.reason === 'LIQUIDATION').map((o) => o.orderId));
      const fills = a.fills
        .filter((f) => f.symbol.startsWith('PERP_'))
        .map((f) => ({ ...f, liquidation: liquidationOrders.has(f.orderId) }));
      const rows = closedPositions(fills, trading.risk.rowsOf(userId)).reverse();
      const keep = (p: ClosedPosition) =>
        (q.symbol === undefined || p.symbol === q.symbol) &&
        (q.startTime === undefined || p.closeTime >= q.startTime) &&
        (q.endTime === undefined || p.closeTime <= q.endTime);
      return ok(page(rows, keep, q, positionHistoryRow));
    },
  );
}

/**
 * Control hooks (SIM_CONTROL=1): `POST /__control/trading/funding {symbol?}` settles funding now (every perpetual, or
 * one); `GET /__control/trading/insurance-fund` answers the fund's balance and the liquidations so far.
 */
export function registerRiskControlRoutes(app: FastifyInstance, deps: { trading: TradingEngine }): void {
  const { trading } = deps;
  app.post('/__control/trading/funding', async (request) => {
    const parsed = fundingNow.safeParse(request.body ?? {});
    if (!parsed.success) throw Object.assign(new Error(`symbol: ${parsed.error.issues[0].message}`), { statusCode: 400 });
    const payments = trading.risk.settleFunding(parsed.data.symbol);
    await trading.writer.flush();
    return { ok: true, payments };
  });
  app.get('/__control/trading/insurance-fund', async () => ({
    token: 'USDT',
    balance: trading.risk.fund.toNumber(),
    liquidations: trading.risk.liquidations,
  }));
}
