import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { discordUsernameValid } from '../../src/domain/security/account-links';

/** Where the simulated Discord's consent page lives (the simulator plays discord.com/oauth2/authorize locally). */
export const DISCORD_AUTHORIZE_PATH = '/discord-sim/oauth2/authorize';
export const DISCORD_CLIENT_ID = 'woox-sim';
const CONSENT_PATH = '/discord-sim/oauth2/consent';
const CODE_TTL_MS = 5 * 60_000;

const authorizeQuery = z.object({
  client_id: z.literal(DISCORD_CLIENT_ID),
  response_type: z.literal('code'),
  /** Same-origin paths only: the consent page sends the browser back into the app, never elsewhere. */
  redirect_uri: z
    .string()
    .max(512)
    .regex(/^\/(?!\/)[^\s\\]*$/),
  state: z.string().min(8).max(128),
  scope: z.string().max(64).optional(),
});
const consentBody = authorizeQuery.extend({ username: z.string().max(64), decision: z.enum(['allow', 'deny']) });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The simulated Discord: a consent page and the codes it issues (one use, 5 minutes). */
export class DiscordSim {
  private readonly codes = new Map<string, { id: string; username: string; expiresAt: number }>();

  constructor(private readonly clock: () => number) {}

  /** The user behind a code (the token exchange the real backend does with Discord); a code works once. */
  redeem(code: string): { id: string; username: string } | undefined {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    return entry && entry.expiresAt > this.clock() ? { id: entry.id, username: entry.username } : undefined;
  }

  register(app: FastifyInstance): void {
    app.get(DISCORD_AUTHORIZE_PATH, async (request, reply) => {
      const q = authorizeQuery.safeParse(request.query);
      if (!q.success) return reply.code(400).type('text/plain').send('invalid_request');
      const hidden = (['client_id', 'response_type', 'redirect_uri', 'state'] as const)
        .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q.data[k])}">`)
        .join('');
      return reply.type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Discord (simulated) · Authorize</title><style>body{font:16px system-ui,sans-serif;background:#313338;color:#f2f3f5;display:grid;place-items:center;min-height:100vh;margin:0}
form{background:#2b2d31;padding:24px;border-radius:8px;width:min(360px,90vw)}input[type=text]{width:100%;box-sizing:border-box;padding:8px;margin:8px 0 16px;border-radius:4px;border:0}
button{padding:10px 16px;border:0;border-radius:4px;margin-right:8px;cursor:pointer}.allow{background:#5865f2;color:#fff}</style></head><body>
<form method="get" action="${CONSENT_PATH}"><h1 style="font-size:20px">Simulated Discord</h1><p>WOO X wants to know your Discord user name (scope: identify).</p>
<label for="username">Discord user name</label><input type="text" id="username" name="username" value="sim_trader" required pattern="[a-z0-9_.]{2,32}" data-testid="discord-username">${hidden}
<button class="allow" name="decision" value="allow" data-testid="discord-allow">Authorize</button><button name="decision" value="deny" formnovalidate data-testid="discord-deny">Cancel</button></form></body></html>`);
    });

    app.get(CONSENT_PATH, async (request, reply) => {
      const body = consentBody.safeParse(request.query);
      if (!body.success) return reply.code(400).type('text/plain').send('invalid_request');
      const { redirect_uri: to, state, username, decision } = body.data;
      const sep = to.includes('?') ? '&' : '?';
      if (decision === 'deny' || !discordUsernameValid(username))
        return reply.redirect(`${to}${sep}error=access_denied&state=${encodeURIComponent(state)}`);
      const code = randomBytes(16).toString('hex');
      const id = BigInt(`0x${createHash('sha256').update(username).digest('hex').slice(0, 15)}`).toString();
      this.codes.set(code, { id, username, expiresAt: this.clock() + CODE_TTL_MS });
      return reply.redirect(`${to}${sep}code=${code}&state=${encodeURIComponent(state)}`);
    });
  }
}
