import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AccountRepository } from '../store/account-repository';
import type { ControlState } from './control-state';

/** What the control routes drive on the websocket side. */
export interface StreamControls {
  closeAbnormal(): number;
  sendMalformed(count: number): number;
}

export interface ControlDeps {
  readonly control: ControlState;
  readonly stream: StreamControls;
  readonly accounts: AccountRepository;
  readonly clock: () => number;
}

const onOff = z.object({ on: z.boolean() });
const malformed = z.object({ count: z.number().int().min(0).max(10000) });
const fault = z.object({
  path: z.string().min(1).startsWith('/'),
  code: z
    .number()
    .int()
    .refine((c) => c < 0 || (c >= 100 && c <= 599), 'must be a negative exchange code or an HTTP status')
    .optional(),
  delayMs: z.number().int().min(0).max(120000).optional(),
  times: z.number().int().min(1).max(1000).optional(),
});
const session = z.object({
  alias: z.string().min(1).max(64).optional(),
  email: z.email().max(254).optional(),
  /** The sign-in provider's user the account belongs to (an email change moves its address). */
  firebaseUid: z.string().min(1).max(128).optional(),
  main: z.boolean().optional(),
  eu: z.boolean().optional(),
  /** Whether the account's email counts as verified (default: yes when an email is given, as a provider sign-in). */
  emailVerified: z.boolean().optional(),
  ttlMs: z
    .number()
    .int()
    .min(1)
    .max(366 * 24 * 3600 * 1000)
    .optional(),
});
const DAY = 24 * 3600 * 1000;

function body<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw Object.assign(new Error(`${issue.path.join('.') || 'body'}: ${issue.message}`), { statusCode: 400 });
}

/** `/__control/*` (only registered with SIM_CONTROL=1); every call answers `{ok: true, …}`. */
export function registerControlRoutes(app: FastifyInstance, deps: ControlDeps): void {
  const { control, stream, accounts, clock } = deps;
  app.post('/__control/ws/close-abnormal', async () => {
    stream.closeAbnormal();
    return { ok: true };
  });
  app.post('/__control/ws/refuse', async (request) => {
    control.wsRefuse = body(onOff, request.body).on;
    return { ok: true };
  });
  app.post('/__control/ws/ignore-pings', async (request) => {
    control.ignorePings = body(onOff, request.body).on;
    return { ok: true };
  });
  app.post('/__control/ws/malformed', async (request) => {
    stream.sendMalformed(body(malformed, request.body).count);
    return { ok: true };
  });
  app.post('/__control/http/fault', async (request) => {
    control.addFault(body(fault, request.body));
    return { ok: true };
  });
  app.post('/__control/sessions', async (request) => {
    const input = body(session, request.body);
    const now = clock();
    const account = await accounts.createAccount(
      {
        alias: input.alias,
        main: input.main,
        eu: input.eu,
        email: input.email ?? null,
        firebaseUid: input.firebaseUid ?? null,
        emailVerified: input.emailVerified ?? input.email !== undefined,
      },
      now,
    );
    const created = await accounts.createSession(account.userId, input.ttlMs ?? DAY, now);
    return { ok: true, token: created.token, userId: account.userId };
  });
  app.post('/__control/reset', async () => {
    control.reset();
    return { ok: true };
  });
}
