import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StreamHub } from '../stream/stream-hub';
import type { TradingEngine } from './trading-engine';
import type { TradingHooks } from './trading-routes';

const symbol = z.string().regex(/^(SPOT|PERP)_[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/);
const crash = z.object({ times: z.number().int().min(1).max(100).default(1) });
const mark = z.object({ symbol, price: z.union([z.string().regex(/^\d+(\.\d+)?$/), z.null()]) });
const advance = z.object({ steps: z.number().int().min(1).max(1000).default(1) });
const fees = z.object({ makerFee: z.number().min(0).max(100), takerFee: z.number().min(0).max(100) });

function body<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw Object.assign(new Error(`${issue.path.join('.') || 'body'}: ${issue.message}`), { statusCode: 400 });
}

/**
 * Trading test hooks (only with SIM_CONTROL=1, behind the control guard): docs/simulator.md "Trading".
 * - `crash-after-accept {times?}`: the next order(s) are stored, then the connection is cut without an answer;
 * - `mark-price {symbol, price|null}`: fixes (or releases) a symbol's mark price for margin, PnL, the futures row and
 *   the `@markprice` topic (its subscribers hear the new mark at once);
 * - `advance {steps?}`: steps the books in use now (instead of waiting for the timer), so crossing fills happen;
 * - `fees {makerFee, takerFee}`: the fee rates in basis points.
 */
export function registerTradingControlRoutes(
  app: FastifyInstance,
  deps: { trading: TradingEngine; hooks: TradingHooks; hub: StreamHub },
): void {
  const { trading, hooks, hub } = deps;
  app.post('/__control/trading/crash-after-accept', async (request) => {
    hooks.dropAnswers += body(crash, request.body).times;
    return { ok: true, pending: hooks.dropAnswers };
  });
  app.post('/__control/trading/mark-price', async (request) => {
    const input = body(mark, request.body);
    // the market's own futures row carries it too, so REST and the `@markprice` topic say the mark margin uses
    trading.market.overrides.set(input.symbol, 'markPrice', input.price);
    // every mark change runs the liquidation check of its symbol (risk-engine.ts)
    const liquidated = trading.setMarkPrice(input.symbol, input.price);
    await trading.writer.flush();
    hub.marketData.pushMark(input.symbol);
    return { ok: true, liquidated };
  });
  app.post('/__control/trading/advance', async (request) => {
    const { steps } = body(advance, request.body);
    for (let i = 0; i < steps; i += 1) hub.marketData.pumpBooks();
    await trading.writer.flush();
    return { ok: true };
  });
  app.post('/__control/trading/fees', async (request) => {
    const input = body(fees, request.body);
    trading.fees = { makerFee: String(input.makerFee), takerFee: String(input.takerFee) };
    return { ok: true };
  });
}
