import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, ErrorCodes } from '../http/api-error';
import { matchedRoute } from '../http/canonical-route';
import { bearerToken, requireAccount, signedByApiKey } from '../http/request-input';
import { tokenHash, type Account, type AccountRepository } from '../store/account-repository';
import { deviceNameOf } from './device-name';
import type { Actor } from './devices';
import type { Security } from './security';

/** The family of an account: its main account and the sub-accounts (simulator/subaccounts; absent: alone). */
export type FamilyOf = (account: Account) => Promise<{ readonly main: Account; readonly subs: readonly Account[] }>;

/** The exchange's "can not request withdrawal" code (-1009), used for every withdrawal a rule refuses. */
export const CANNOT_WITHDRAW = -1009;

export const SUB_ACCOUNT_WITHDRAW_REFUSAL =
  "A sub-account cannot withdraw (ADR 0024): transfer the funds to the main account (POST /v3/asset/transfer) and withdraw from there with the main account's 2FA, withdraw password and whitelist.";

/**
 * The address-book calls that change what a withdrawal may reach (docs/adr/0024): an API key never makes them, and
 * with 2FA on the family's main account they carry its `totp` (or `recoveryCode`). Turning whitelist mode ON tightens
 * and needs no code; OFF needs one. Removing an address only narrows the book: no code, but never with a key.
 */
const SETTINGS_CALLS: ReadonlyMap<string, 'always' | 'whenOff' | 'never'> = new Map([
  ['POST /api/v3/asset/wallet/addressBook', 'always'],
  ['PUT /api/v3/asset/wallet/addressBook/whitelist', 'whenOff'],
  ['DELETE /api/v3/asset/wallet/addressBook', 'never'],
]);

const challengeBody = z.object({
  totp: z.string().max(20).optional(),
  recoveryCode: z.string().max(20).optional(),
  enabled: z.unknown().optional(),
});
const switchAnswer = z.object({
  success: z.literal(true),
  data: z.object({ token: z.string(), user_id: z.number(), name: z.string().optional(), main: z.boolean().optional() }),
});

export interface FamilyRuleDeps {
  readonly security: Security;
  readonly accounts: AccountRepository;
  readonly clock: () => number;
  readonly familyOf: FamilyOf;
}

/** The family's main account: the one security subject of every account of the family. */
export async function securitySubject(familyOf: FamilyOf, account: Account): Promise<Account> {
  return account.main ? account : (await familyOf(account)).main;
}

/**
 * The family as ONE security subject (docs/adr/0024), on the `/api` scope (after the API-key check):
 * - address-book changes and whitelist mode: never with an API key (-1002), and with the MAIN account's 2FA code
 *   when it has 2FA on (-1005 'totp: …' as the security centre answers);
 * - a switch of account is written to the main account's security activity (SWITCH_ACCOUNT).
 */
export function registerFamilyRules(api: FastifyInstance, deps: FamilyRuleDeps): void {
  const { security, accounts, clock, familyOf } = deps;
  const actorFor = (request: FastifyRequest, subject: Account): Actor => ({
    userId: subject.userId,
    tokenHash: tokenHash(bearerToken(request) ?? ''),
    ip: request.ip,
    deviceName: deviceNameOf(request.headers['user-agent']),
  });

  api.addHook('preHandler', async (request) => {
    const route = matchedRoute(request);
    const rule = route && SETTINGS_CALLS.get(`${route.method} ${route.url}`);
    if (!rule) return;
    if (signedByApiKey(request)) {
      throw new ApiError(
        ErrorCodes.Unauthorized,
        'Security settings (the address book, whitelist mode) are changed in the security centre with a session and 2FA, never with an API key.',
      );
    }
    const account = await requireAccount(request, accounts, clock());
    if (rule === 'never') return;
    const body = challengeBody.safeParse({ ...(request.query as object | undefined), ...(request.body as object | undefined) });
    const given = body.success ? body.data : {};
    if (rule === 'whenOff' && given.enabled === true) return;
    const subject = await securitySubject(familyOf, account);
    await security.verify(actorFor(request, subject), { totp: given.totp, recoveryCode: given.recoveryCode });
  });

  api.addHook('preSerialization', async (request, reply, payload) => {
    const route = matchedRoute(request);
    if (route?.method !== 'POST' || route.url !== '/api/usercenter/account/sub_accounts/switch' || reply.statusCode !== 200) return payload;
    const parsed = switchAnswer.safeParse(payload);
    if (!parsed.success) return payload;
    const target = await accounts.findAccountById(parsed.data.data.user_id);
    if (!target) return payload;
    const subject = await securitySubject(familyOf, target);
    const actor: Actor = {
      userId: subject.userId,
      tokenHash: tokenHash(parsed.data.data.token),
      ip: request.ip,
      deviceName: deviceNameOf(request.headers['user-agent']),
    };
    await security.devices.addActivity(actor, 'SECURITY', target.main ? 'SWITCH_TO_MAIN_ACCOUNT' : 'SWITCH_TO_SUB_ACCOUNT', clock());
    return payload;
  });
}
