import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ControlState } from '../control/control-state';
import { parseQuery } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { num } from './events';
import { decimal, symbol, tradingRouteContext } from './route-inputs';
import type { TradingEngine } from './trading-engine';
import { documented } from '../api-docs/api-operation';
import { anyObject } from '../api-docs/answers';

const marginMode = z.enum(['CROSS', 'ISOLATED']);
const leverageBody = z.object({ symbol, marginMode: marginMode.default('CROSS'), leverage: z.number().int().min(1).max(1000) });
const leverageQuery = z.object({ symbol });
const positionModeBody = z.object({ positionMode: z.enum(['ONE_WAY', 'HEDGE_MODE']) });
const isolatedBody = z.object({
  symbol, adjustAmount: decimal, action: z.enum(['ADD', 'REDUCE']), positionSide: z.enum(['BOTH', 'LONG', 'SHORT']).optional(),
});

/**
 * Leverage per symbol, margin modes, the position mode and isolated margin (docs/protocol.md "Leverage and margin";
 * ADR 0019). Every write is stored before it is answered.
 */
export function registerLeverageRoutes(app: FastifyInstance, deps: { trading: TradingEngine; accounts: AccountRepository; control: ControlState; clock: () => number }): void {
  const { trading } = deps;
  const { ok, user, open } = tradingRouteContext(deps.accounts, deps.control, deps.clock);

  app.get('/v3/futures/leverage', documented({ tag: 'Futures', summary: 'Leverage of a perpetual', auth: 'private', query: leverageQuery, data: anyObject }), async (request) => {
    const userId = await user(request);
    const q = parseQuery(leverageQuery, request.query);
    return ok(trading.leverageOf(userId, q.symbol));
  });

  app.put('/v3/futures/leverage', documented({ tag: 'Futures', summary: 'Set the leverage of a perpetual', auth: 'private', body: leverageBody, data: anyObject }), async (request) => {
    const userId = await user(request);
    const body = parseQuery(leverageBody, request.body);
    open();
    trading.setLeverage(userId, body.symbol, body.marginMode, body.leverage);
    await trading.writer.flush();
    return ok(trading.leverageOf(userId, body.symbol));
  });

  app.put('/v3/futures/positionMode', documented({ tag: 'Futures', summary: 'One-way or hedge mode', auth: 'private', body: positionModeBody, data: anyObject }), async (request) => {
    const userId = await user(request);
    const body = parseQuery(positionModeBody, request.body);
    open();
    trading.setPositionMode(userId, body.positionMode);
    await trading.writer.flush();
    return ok({ positionMode: body.positionMode });
  });

  app.post('/v3/account/isolatedMargin/margin', documented({ tag: 'Futures', summary: 'Add or reduce isolated margin', auth: 'private', body: isolatedBody, data: anyObject }), async (request) => {
    const userId = await user(request);
    const body = parseQuery(isolatedBody, request.body);
    open();
    const p = trading.adjustIsolatedMargin(userId, body.symbol, body.adjustAmount, body.action, body.positionSide);
    await trading.writer.flush();
    return ok({ symbol: p.symbol, positionSide: p.positionSide, isolatedMarginAmount: num(p.isolatedMargin) });
  });
}
