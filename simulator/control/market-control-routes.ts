import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BOOK_FAULT_KINDS } from './book-faults';
import type { ControlState } from './control-state';

const bookFault = z.object({
  kind: z.enum(BOOK_FAULT_KINDS),
  symbol: z
    .string()
    .regex(/^(SPOT|PERP)_[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/)
    .optional(),
  times: z.number().int().min(1).max(1000).optional(),
});
const maintenance = z.object({
  on: z.boolean(),
  msg: z.string().max(200).optional(),
  estimatedEndTime: z.number().int().min(0).optional(),
});

function body<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw Object.assign(new Error(`${issue.path.join('.') || 'body'}: ${issue.message}`), { statusCode: 400 });
}

/**
 * Market data faults (only with SIM_CONTROL=1): `/__control/book/fault {kind, symbol?, times?}` applies to the
 * next `times` order book deltas; `/__control/market/maintenance {on, msg?, estimatedEndTime?}` sets what
 * `systemInfo` reports. `/__control/reset` clears both.
 */
export function registerMarketControlRoutes(app: FastifyInstance, control: ControlState, clock: () => number): void {
  app.post('/__control/book/fault', async (request) => {
    const input = body(bookFault, request.body);
    control.book.add(input.kind, input.symbol, input.times ?? 1);
    return { ok: true };
  });
  app.post('/__control/market/maintenance', async (request) => {
    const input = body(maintenance, request.body);
    control.maintenance = input.on
      ? { msg: input.msg ?? 'The system is under maintenance.', estimatedEndTime: input.estimatedEndTime ?? clock() + 3600_000 }
      : undefined;
    return { ok: true };
  });
}
