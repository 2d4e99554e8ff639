import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { WALLET_CHAINS } from '../../src/domain/security/account-links';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { actorOf } from '../security/security-routes';
import type { Security } from '../security/security';
import type { AuthLinks } from './auth-links';
import { DISCORD_AUTHORIZE_PATH, DISCORD_CLIENT_ID, type DiscordSim } from './discord-sim';

export interface AuthLinksRouteDeps {
  readonly links: AuthLinks;
  readonly discord: DiscordSim;
  readonly security: Security;
  readonly accounts: AccountRepository;
  readonly clock: () => number;
}

const code6 = z.string().regex(/^\d{6}$/, 'must be 6 digits');
const challenge = { totp: code6.optional(), recoveryCode: z.string().max(20).optional() };
const chain = z.enum(WALLET_CHAINS);
const address = z.string().min(1).max(128);
const emailCode = z.discriminatedUnion('target', [
  z.object({ target: z.literal('OLD') }),
  z.object({ target: z.literal('NEW'), ticket: z.string().min(1).max(64), newEmail: z.string().max(320) }),
]);
const input = (request: FastifyRequest): unknown => ({ ...(request.query as object | undefined), ...(request.body as object | undefined) });

/** Email change, Discord and wallet binding under /api/usercenter/account (docs/protocol.md "Linked accounts and email change"). */
export function registerAuthLinksRoutes(app: FastifyInstance, deps: AuthLinksRouteDeps): void {
  const { links, clock } = deps;
  const ok = <T>(data: T) => successBody(data, clock());
  const base = '/usercenter/account';
  const actor = (request: FastifyRequest) => actorOf(request, deps);

  // ---- email change
  app.post(`${base}/email/code`, async (request) => {
    const a = await actor(request);
    const body = parseQuery(emailCode, request.body);
    return ok(body.target === 'OLD' ? await links.sendOldCode(a) : await links.sendNewCode(a, body.ticket, body.newEmail));
  });

  app.post(`${base}/email/trade`, async (request) => {
    const a = await actor(request);
    const body = parseQuery(z.object({ code: code6, ...challenge }), request.body);
    return ok(await links.tradeOldCode(a, body.code, body));
  });

  app.post(`${base}/email/change`, async (request) => {
    const a = await actor(request);
    const body = parseQuery(z.object({ ticket: z.string().min(1).max(64), code: code6 }), request.body);
    return ok(await links.changeEmail(a, body.ticket, body.code));
  });

  // ---- linked accounts (GET is simulator-defined: the card's state and where Discord's consent page is)
  app.get(`${base}/links`, async (request) => {
    const a = await actor(request);
    const account = await deps.accounts.findAccountById(a.userId);
    const state = links.state(a.userId);
    return ok({
      email: account?.email ?? null,
      discord: state.discord,
      wallets: state.wallets,
      discordAuthorizeUrl: DISCORD_AUTHORIZE_PATH,
      discordClientId: DISCORD_CLIENT_ID,
    });
  });

  app.post(`${base}/discord`, async (request) => {
    const a = await actor(request);
    const { code } = parseQuery(z.object({ code: z.string().min(1).max(128) }), request.body);
    const user = deps.discord.redeem(code);
    if (!user) throw new ApiError(ErrorCodes.InvalidParameter, 'code: unknown or expired Discord code; link again');
    await links.linkDiscord(a, user);
    return ok({ discord: links.state(a.userId).discord });
  });

  app.delete(`${base}/discord`, async (request) => {
    const a = await actor(request);
    await links.unlinkDiscord(a, parseQuery(z.object(challenge), input(request)));
    return ok({ discord: null });
  });

  app.post(`${base}/bind_wallet`, async (request) => {
    const a = await actor(request);
    const body = parseQuery(
      z.object({ chain, address, nonce: z.string().max(64).optional(), signature: z.string().max(256).optional() }),
      request.body,
    );
    if (!body.nonce || !body.signature) return ok(await links.walletChallenge(a, body.chain, body.address));
    await links.bindWallet(a, { chain: body.chain, address: body.address, nonce: body.nonce, signature: body.signature });
    return ok({ wallets: links.state(a.userId).wallets });
  });

  app.delete(`${base}/unbind_wallet`, async (request) => {
    const a = await actor(request);
    const body = parseQuery(z.object({ chain, address, ...challenge }), input(request));
    await links.unbindWallet(a, body.chain, body.address, body);
    return ok({ wallets: links.state(a.userId).wallets });
  });

  // ---- the sign-in second factor's changes (simulator-defined): the Auth provider holds the factor, the exchange records the change
  app.post(`${base}/second_factor`, async (request) => {
    const a = await actor(request);
    const body = parseQuery(z.object({ event: z.enum(['ENROLL', 'UNENROLL']), label: z.string().max(40) }), request.body);
    const what = body.event === 'ENROLL' ? 'added' : 'removed';
    await deps.security.record(
      a,
      body.event === 'ENROLL' ? 'ENROLL_SECOND_FACTOR' : 'UNENROLL_SECOND_FACTOR',
      `Sign-in second factor ${what}`,
      `The second sign-in factor ${body.label} was ${what} ${body.event === 'ENROLL' ? 'to' : 'from'} your account.`,
    );
    return ok({ recorded: true });
  });
}
