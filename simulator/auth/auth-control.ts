import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Session lifetime for new sign-ins; tests shorten it through the control surface, for everyone or for one email's
 * sign-ins (a test of its own member's expiry need not change what every other test sees).
 */
export class SessionTtl {
  private override: number | undefined;
  private readonly byEmail = new Map<string, number>();
  constructor(private readonly defaultMs: number) {}
  /** The lifetime of a session created now for a sign-in with `email` (when known). */
  get(email?: string | null): number {
    const own = email ? this.byEmail.get(email.toLowerCase()) : undefined;
    return own ?? this.override ?? this.defaultMs;
  }
  set(ms: number | undefined, email?: string): void {
    if (email === undefined) this.override = ms;
    else if (ms === undefined) this.byEmail.delete(email.toLowerCase());
    else this.byEmail.set(email.toLowerCase(), ms);
  }
}

const ttlBody = z.object({
  ttlMs: z
    .number()
    .int()
    .min(1000)
    .max(366 * 24 * 3600 * 1000)
    .nullable(),
  email: z.string().email().optional(),
});

/**
 * `/__control/auth/session-ttl {ttlMs, email?}`: the lifetime of sessions created by later sign-ins (null = default),
 * of every account, or only of the sign-ins with `email`.
 */
export function registerAuthControlRoutes(app: FastifyInstance, ttl: SessionTtl): void {
  app.post('/__control/auth/session-ttl', async (request, reply) => {
    const parsed = ttlBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ ok: false, message: `ttlMs: ${parsed.error.issues[0].message}` });
    ttl.set(parsed.data.ttlMs ?? undefined, parsed.data.email);
    return { ok: true };
  });
}
