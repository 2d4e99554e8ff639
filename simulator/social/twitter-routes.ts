import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COOL_NAME_PATTERN } from '../../src/domain/social/cool-name';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import { CoolNameTakenError, type AccountRepository } from '../store/account-repository';
import { TWITTER_CALLBACK_PATH, TWITTER_SIM_PATH, type TwitterLinks } from './twitter-links';

export interface TwitterRouteDeps {
  readonly twitter: TwitterLinks;
  readonly accounts: AccountRepository;
  readonly clock: () => number;
  /** Cool names no account holds but that are not free (the simulated traders'). */
  readonly reservedCoolName: (coolName: string) => boolean;
  /** Tells the social figures a real account's cool name changed. */
  readonly coolNameChanged: (userId: number, coolName: string) => void;
}

const P = '/social-backend-ui/private';
const authorizeBody = z.object({ oauthVerifier: z.string().min(1).max(100), oauthToken: z.string().min(1).max(100).optional() });
const tokenQuery = z.object({ oauth_token: z.string().regex(/^[0-9a-f]{32}$/, 'must be a request token') });
const decideQuery = tokenQuery.extend({ screen_name: z.string().max(15).default(''), action: z.enum(['allow', 'deny']) });
const imageParams = z.object({ handle: z.string().regex(/^[A-Za-z0-9_]{1,15}$/) });

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The simulated Twitter pages carry their own policy: no script at all, inline styles, forms to this origin. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function authorizePage(token: string, suggested: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Authorize app · Twitter (simulated)</title></head>
<body style="font-family:system-ui,sans-serif;background:#f5f8fa;margin:0;display:flex;justify-content:center;padding:48px 16px">
<main style="background:#fff;border:1px solid #e1e8ed;border-radius:12px;padding:24px;max-width:420px;width:100%">
<p style="color:#536471;margin:0 0 8px">Twitter · simulated by the local exchange</p>
<h1 style="font-size:22px;margin:0 0 16px">Authorize the exchange to use your account?</h1>
<p>The exchange will be able to see your handle, name and profile image.</p>
<form method="get" action="${TWITTER_SIM_PATH}/oauth/authorize/decide">
<input type="hidden" name="oauth_token" value="${escape(token)}">
<label for="screen_name" style="display:block;margin:16px 0 4px">Twitter handle</label>
<input id="screen_name" name="screen_name" value="${escape(suggested)}" maxlength="15" pattern="[A-Za-z0-9_]{1,15}" required
 style="width:100%;box-sizing:border-box;padding:8px;font-size:16px;border:1px solid #cfd9de;border-radius:6px">
<div style="display:flex;gap:8px;margin-top:20px">
<button type="submit" name="action" value="allow" style="flex:1;padding:10px;border:0;border-radius:20px;background:#1d9bf0;color:#fff;font-weight:600;font-size:15px">Authorize app</button>
<button type="submit" name="action" value="deny" formnovalidate style="flex:1;padding:10px;border:1px solid #cfd9de;border-radius:20px;background:#fff;font-size:15px">Cancel</button>
</div></form></main></body></html>`;
}

function avatar(handle: string): string {
  const hue = [...handle].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="hsl(${hue} 60% 45%)"/>` +
    `<text x="48" y="60" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#fff">${escape(handle.slice(0, 1).toUpperCase())}</text></svg>`
  );
}

/**
 * The Twitter calls (docs/protocol.md "Social"), under /api: `twitter/oauth/authorization-url`, `twitter/oauth/authorize`,
 * `twitter/profiles/me` (GET, DELETE), `twitter/profiles/me/profileImageUrl` (DELETE), `cool-names/twitter` (PUT).
 */
export function registerTwitterRoutes(app: FastifyInstance, deps: TwitterRouteDeps): void {
  const { twitter } = deps;
  const ok = <T>(data: T) => successBody(data, deps.clock());
  const user = async (request: FastifyRequest) => (await requireAccount(request, deps.accounts, deps.clock())).userId;

  app.get(`${P}/twitter/oauth/authorization-url`, async (request) => ok(await twitter.authorizationUrl(await user(request))));
  app.post(`${P}/twitter/oauth/authorize`, async (request) => {
    const userId = await user(request);
    const body = parseQuery(authorizeBody, request.body ?? {});
    return ok(await twitter.authorize(userId, body.oauthVerifier, body.oauthToken));
  });
  app.get(`${P}/twitter/profiles/me`, async (request) => ok(await twitter.profile(await user(request))));
  app.delete(`${P}/twitter/profiles/me`, async (request) => {
    await twitter.unlink(await user(request));
    return ok({ linked: false });
  });
  app.delete(`${P}/twitter/profiles/me/profileImageUrl`, async (request) => ok(await twitter.removeImage(await user(request))));

  app.put(`${P}/cool-names/twitter`, async (request) => {
    const userId = await user(request);
    const { handle } = await twitter.linked(userId);
    if (!COOL_NAME_PATTERN.test(handle))
      throw new ApiError(
        ErrorCodes.InvalidParameter,
        `coolName: the Twitter handle ${handle} is not a valid cool name (3-20 letters, digits or _)`,
      );
    if (deps.reservedCoolName(handle)) throw new ApiError(ErrorCodes.InvalidParameter, `coolName: ${handle} is already taken`);
    try {
      await deps.accounts.updateAccount(userId, { coolName: handle });
    } catch (error) {
      if (error instanceof CoolNameTakenError) throw new ApiError(ErrorCodes.InvalidParameter, error.message);
      throw error;
    }
    deps.coolNameChanged(userId, handle);
    return ok({ coolName: handle });
  });
}

/** The simulated Twitter pages (HTML, no session: Twitter knows its own user), mounted at the root. */
export function registerTwitterPages(app: FastifyInstance, twitter: TwitterLinks): void {
  const html = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_POLICY).send(body);

  app.get(`${TWITTER_SIM_PATH}/oauth/authorize`, async (request, reply) => {
    const { oauth_token } = parseQuery(tokenQuery, request.query);
    await twitter.pending(oauth_token);
    return html(reply, authorizePage(oauth_token, `x_${oauth_token.slice(0, 10)}`));
  });
  app.get(`${TWITTER_SIM_PATH}/oauth/authorize/decide`, async (request, reply) => {
    const q = parseQuery(decideQuery, request.query);
    await twitter.pending(q.oauth_token);
    if (q.action === 'deny') return reply.redirect(`${TWITTER_CALLBACK_PATH}?denied=${q.oauth_token}`);
    const verifier = await twitter.approve(q.oauth_token, q.screen_name);
    return reply.redirect(`${TWITTER_CALLBACK_PATH}?oauth_token=${q.oauth_token}&oauth_verifier=${verifier}`);
  });
  app.get(`${TWITTER_SIM_PATH}/profile-images/:file`, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const { handle } = parseQuery(imageParams, { handle: file.replace(/\.svg$/, '') });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(avatar(handle));
  });
}
