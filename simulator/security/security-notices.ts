import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { NotificationCategory } from '../../src/domain/notifications/inbox';
import { matchedRoute } from '../http/canonical-route';
import { bearerToken, requireAccount } from '../http/request-input';
import { tokenHash, type Account, type AccountRepository } from '../store/account-repository';
import { deviceNameOf } from './device-name';
import type { Actor } from './devices';
import type { ActivityRecord } from './security-records';
import type { Security } from './security';

/** Where the Security category's notices go (simulator/campaigns/notifications.ts). */
export interface NoticeInbox {
  add(
    userId: number,
    input: { category: NotificationCategory; kind: string; params?: Record<string, string | number>; createdTime?: number },
  ): unknown;
}

/** Activity rows that are no change of the account's security (moving between the accounts of a family). */
const NOT_NOTICED = new Set(['SWITCH_TO_SUB_ACCOUNT', 'SWITCH_TO_MAIN_ACCOUNT']);

/**
 * Every security change is told in the inbox's Security category (always on): kind `SECURITY`, the activity row's
 * type and where it came from as params; the app translates them.
 */
export function noticeSecurityChanges(security: Security, inbox: NoticeInbox): void {
  security.devices.notices.add((row: ActivityRecord) => {
    if (NOT_NOTICED.has(row.type)) return;
    inbox.add(row.userId, {
      category: 'SECURITY',
      kind: 'SECURITY',
      params: { type: row.type, deviceName: row.deviceName, ip: row.ip },
      createdTime: row.createdTime,
    });
  });
}

const LOGIN_CALLS = new Set(['/api/usercenter/login', '/api/usercenter/login/two_factor']);
const loginAnswer = z.object({ success: z.literal(true), data: z.object({ token: z.string(), user_id: z.number() }) });
const deviceBody = z.object({ deviceId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

/** The security changes made by calls outside the security centre, read before their handler (the account may go). */
const WATCHED: Readonly<Record<string, (request: FastifyRequest) => [type: string, subject: string, body: string]>> = {
  'POST /api/usercenter/logout_all': () => ['LOGOUT_ALL', 'Signed out everywhere', 'Every session of your account was ended.'],
  'POST /api/v3/asset/wallet/addressBook': () => [
    'ADD_WITHDRAW_ADDRESS',
    'Withdrawal address added',
    'An address was added to your withdrawal address book.',
  ],
  'DELETE /api/v3/asset/wallet/addressBook': () => [
    'REMOVE_WITHDRAW_ADDRESS',
    'Withdrawal address removed',
    'An address was removed from your withdrawal address book.',
  ],
  'PUT /api/v3/asset/wallet/addressBook/whitelist': (request) =>
    (request.body as { enabled?: unknown } | undefined)?.enabled === true
      ? ['ENABLE_WHITELIST', 'Withdrawal whitelist on', 'Withdrawals now go only to the addresses of your address book.']
      : [
          'DISABLE_WHITELIST',
          'Withdrawal whitelist off',
          'Withdrawals may now go to any address. If this was not you, contact support at once.',
        ],
};

const actorOf = (request: FastifyRequest, userId: number, token: string): Actor => ({
  userId,
  tokenHash: tokenHash(token),
  ip: request.ip,
  deviceName: deviceNameOf(request.headers['user-agent']),
});

/**
 * The hooks on the `/api` scope that see sign-ins and the security changes of other parts: a sign-in adds (or, from
 * a browser seen before, renews) the session's device and a login row, a new device is a security notice; sign-out
 * everywhere, the address book and the whitelist are security activity (row, email, notice).
 */
export function registerSecurityWatch(
  api: FastifyInstance,
  deps: { security: Security; accounts: AccountRepository; clock: () => number },
): void {
  const { security, accounts, clock } = deps;
  const callers = new WeakMap<object, Account>();
  const watched = (request: FastifyRequest) => {
    const route = matchedRoute(request);
    return route === undefined ? undefined : WATCHED[`${route.method} ${route.url}`];
  };
  api.addHook('preHandler', async (request) => {
    if (!watched(request)) return;
    const account = await requireAccount(request, accounts, clock()).catch(() => undefined);
    if (account) callers.set(request, account);
  });
  api.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    if (request.method === 'POST' && LOGIN_CALLS.has(request.routeOptions.url ?? '')) {
      const parsed = loginAnswer.safeParse(payload);
      if (!parsed.success) return payload;
      const actor = actorOf(request, parsed.data.data.user_id, parsed.data.data.token);
      const device = deviceBody.safeParse(request.body);
      const { newDevice } = await security.devices.login(actor, clock(), device.success ? device.data.deviceId : undefined);
      if (newDevice)
        await security.record(
          actor,
          'NEW_DEVICE_LOGIN',
          'New sign-in from a new device',
          `Your account was signed in from ${actor.deviceName} (${actor.ip}).`,
        );
      return payload;
    }
    const change = watched(request);
    const account = callers.get(request);
    if (!change || !account) return payload;
    const [type, subject, body] = change(request);
    await security.record(actorOf(request, account.userId, bearerToken(request) ?? ''), type, subject, body);
    return payload;
  });
}
