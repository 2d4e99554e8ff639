import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseQuery } from '../http/request-input';
import type { SocialService } from '../social/social-service';
import type { TradingEngine } from '../trading/trading-engine';
import { registerCopyRoutes } from './copy-routes';
import { CopyService } from './copy-service';

/** Copy trading: lead traders, copies, the copy engine, profit share. */
export interface CopyMount {
  readonly service: CopyService;
  api(api: FastifyInstance): void;
  /** `/__control/copy/*` (SIM_CONTROL=1): a lead trader's order now, the stops checked now, the profit share settled now. */
  control(app: FastifyInstance): void;
  stop(): void;
}

export interface CopyOptions {
  /** How often the copies' TP/SL and portfolio stop losses are checked (0: only by the control route). */
  readonly tickMs: number;
  /** The profit share's schedule (SIM_COPY_SETTLE_MS, default a day: settled at each UTC midnight). */
  readonly settleMs: number;
}

const leadOrder = z
  .object({
    uuid: z.string().min(1),
    symbol: z.string().regex(/^PERP_[A-Z0-9]+_USDT$/),
    side: z.enum(['BUY', 'SELL']),
    quantity: z.union([z.number().positive(), z.string()]).transform(String),
  })
  .strict();

export function createCopyMount(trading: TradingEngine, social: SocialService, clock: () => number, options: CopyOptions): CopyMount {
  const service = new CopyService(trading, social, clock);
  const timer =
    options.tickMs > 0 ? setInterval(() => void service.tick(options.settleMs).catch(() => undefined), options.tickMs).unref() : undefined;
  return {
    service,
    api: (api) => registerCopyRoutes(api, service),
    control: (app) => {
      app.post('/__control/copy/lead-order', async (request) => {
        const q = parseQuery(leadOrder, request.body ?? {});
        const leadUserId = service.leadOf(q.uuid).userId;
        const order = trading.place(leadUserId, { symbol: q.symbol, side: q.side, type: 'MARKET', quantity: q.quantity });
        service.engine.drain();
        await trading.writer.flush();
        return { ok: true, orderId: order.orderId, status: order.status, executed: order.executed };
      });
      app.post('/__control/copy/tick', async () => {
        await service.tick(0);
        return { ok: true };
      });
      app.post('/__control/copy/settle', async () => {
        const paid = service.settle();
        await trading.writer.flush();
        return { ok: true, paid: paid.toFixed() };
      });
    },
    stop: () => clearInterval(timer),
  };
}
