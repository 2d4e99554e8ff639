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
const leverageQuery = z.object({ symbol, marginMode: marginMode.optional(), positionMode: z.enum(['ONE_WAY', 'HEDGE_MODE']).optional() });
/** `POST /v1/client/isolated_margin`'s form (recorded: addMargin, reduceMargin). */
const isolatedForm = z.object({
  symbol,
  action: z.enum(['ADD', 'REDUCE']),
  adjust_amount: decimal,
  adjust_token: z.literal('USDT').optional(),
  position_side: z.enum(['BOTH', 'LONG', 'SHORT']).optional(),
});
const positionModeBody = z.object({ positionMode: z.enum(['ONE_WAY', 'HEDGE_MODE']) });
const isolatedBody = z.object({
  symbol,
  adjustAmount: decimal,
  action: z.enum(['ADD', 'REDUCE']),
  positionSide: z.enum(['BOTH', 'LONG', 'SHORT']).optional(),
});

/**
 * Leverage per symbol, margin modes, the position mode and isolated margin (docs/protocol.md "Leverage and margin";
 * ADR 0019). Every write is stored before it is answered.
 */
export function registerLeverageRoutes(
  app: FastifyInstance,
  deps: { trading: TradingEngine; accounts: AccountRepository; control: ControlState; clock: () => number },
): void {
  const { trading } = deps;
  const { ok, user, open } = tradingRouteContext(deps.accounts, deps.control, deps.clock);

  // As recorded (fetchLeverage - swap): the symbol's setting per position side. The simulator keeps one margin mode and
  // one leverage per symbol, so both sides carry the same leverage and the stored margin mode is answered.
  app.get(
    '/v3/futures/leverage',
    documented({ tag: 'Futures', summary: 'Leverage of a perpetual', auth: 'private', query: leverageQuery, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(leverageQuery, request.query);
      const setting = trading.leverageOf(userId, q.symbol);
      return ok({
        symbol: setting.symbol,
        marginMode: setting.marginMode,
        positionMode: trading.account(userId).positionMode,
        details: [
          { positionSide: 'LONG', leverage: setting.leverage },
          { positionSide: 'SHORT', leverage: setting.leverage },
        ],
      });
    },
  );

  app.put(
    '/v3/futures/leverage',
    documented({ tag: 'Futures', summary: 'Set the leverage of a perpetual', auth: 'private', body: leverageBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const body = parseQuery(leverageBody, request.body);
      open();
      trading.setLeverage(userId, body.symbol, body.marginMode, body.leverage);
      await trading.writer.flush();
      return ok(trading.leverageOf(userId, body.symbol));
    },
  );

  app.put(
    '/v3/futures/positionMode',
    documented({ tag: 'Futures', summary: 'One-way or hedge mode', auth: 'private', body: positionModeBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const body = parseQuery(positionModeBody, request.body);
      open();
      trading.setPositionMode(userId, body.positionMode);
      await trading.writer.flush();
      return ok({ positionMode: body.positionMode });
    },
  );

  app.post(
    '/v3/account/isolatedMargin/margin',
    documented({ tag: 'Futures', summary: 'Add or reduce isolated margin', auth: 'private', body: isolatedBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const body = parseQuery(isolatedBody, request.body);
      open();
      const p = trading.adjustIsolatedMargin(userId, body.symbol, body.adjustAmount, body.action, body.positionSide);
      await trading.writer.flush();
      return ok({ symbol: p.symbol, positionSide: p.positionSide, isolatedMarginAmount: num(p.isolatedMargin) });
    },
  );

  // The real v1 call (recorded: addMargin, reduceMargin): a form body, answered `{success, timestamp}` with no data; the
  // same rules as the v3 call above. In one-way mode the position side names no second position and is not used.
  // The form body is read by the server's v1 form parser (simulator/http/json-body.ts), which also keeps the raw text
  // an API key's v1 signature covers.
  app.post(
    '/v1/client/isolated_margin',
    documented({ tag: 'Futures', summary: 'Add or reduce isolated margin (form body)', auth: 'private', data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const form = parseQuery(isolatedForm, request.body);
      open();
      const hedge = trading.account(userId).positionMode === 'HEDGE_MODE';
      trading.adjustIsolatedMargin(userId, form.symbol, form.adjust_amount, form.action, hedge ? form.position_side : undefined);
      await trading.writer.flush();
      return { success: true, timestamp: String(deps.clock()) };
    },
  );
}
