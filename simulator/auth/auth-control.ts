import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Session lifetime for new sign-ins; tests shorten it through the control surface. */
export class SessionTtl {
  private override: number | undefined;
  constructor(private readonly defaultMs: number) {}
  get(): number {
    return this.override ?? this.defaultMs;
  }
  set(ms: number | undefined): void {
    this.override = ms;
  }
}

const ttlBody = z.object({
  ttlMs: z
    .number()
    .int()
    .min(1000)
    .max(366 * 24 * 3600 * 1000)
    .nullable(),
});

/** `/__control/auth/session-ttl {ttlMs}`: the lifetime of sessions created by later sign-ins (null = default). */
export function registerAuthControlRoutes(app: FastifyInstance, ttl: SessionTtl): void {
  app.post('/__control/auth/session-ttl', async (request, reply) => {
    const parsed = ttlBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ ok: false, message: `ttlMs: ${parsed.error.issues[0].message}` });
    ttl.set(parsed.data.ttlMs ?? undefined);
    return { ok: true };
  });
}
