import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toDataURL } from 'qrcode';
import { z } from 'zod';
import { antiPhishingProblem, securityLevel, securityPasswordProblem } from '../../src/domain/security/security-rules';
import { otpauthUri } from '../../src/domain/security/totp';
import { successBody } from '../http/api-error';
import { bearerToken, parseQuery, requireAccount } from '../http/request-input';
import { tokenHash, type AccountRepository } from '../store/account-repository';
import { deviceNameOf } from './device-name';
import type { Actor } from './devices';
import type { PasswordKind, Security } from './security';

export interface SecurityRouteDeps {
  readonly security: Security;
  readonly accounts: AccountRepository;
  readonly clock: () => number;
  /** A right `check_trade_pwd` opens the session's window for orders (trade-password-gate.ts). */
  readonly onTradePasswordChecked?: (request: FastifyRequest) => void;
}

const code6 = z.string().regex(/^\d{6}$/, 'must be 6 digits');
const challenge = { totp: code6.optional(), recoveryCode: z.string().max(20).optional() };
const challengeOnly = z.object(challenge);
const PASSWORD_MESSAGES = {
  length: 'must be 8-32 characters',
  spaces: 'must not contain spaces',
  uppercase: 'needs an upper-case letter',
  lowercase: 'needs a lower-case letter',
  digit: 'needs a digit',
} as const;
const password = z
  .string()
  .max(64)
  .superRefine((v, ctx) => {
    const problem = securityPasswordProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[problem] });
  });
const PHISHING_MESSAGES = {
  length: 'must be 8-20 characters',
  characters: 'letters and digits only',
  uppercase: 'needs an upper-case letter',
  digit: 'needs a digit',
} as const;
const antiPhishing = z
  .string()
  .max(64)
  .superRefine((v, ctx) => {
    const problem = antiPhishingProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: PHISHING_MESSAGES[problem] });
  });
const safeCheckTypes = ['WITHDRAW', 'API_KEY', 'TRADE_PWD', 'WITHDRAW_PWD', 'ANTI_PHISHING_CODE', 'DISABLE_2FA', 'DEVICE'] as const;
const paging = { page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(100).default(10) };
const range = z.object({ from: z.coerce.number().int().min(0).optional(), to: z.coerce.number().int().min(0).optional(), ...paging });

/** Query and body together (DELETE calls may carry either). */
const input = (request: FastifyRequest): unknown => ({ ...(request.query as object | undefined), ...(request.body as object | undefined) });

/** The bearer's account as an actor (its session's device is noted on every call). */
export async function actorOf(request: FastifyRequest, deps: SecurityRouteDeps): Promise<Actor> {
  const account = await requireAccount(request, deps.accounts, deps.clock());
  const actor: Actor = {
    userId: account.userId,
    tokenHash: tokenHash(bearerToken(request) ?? ''),
    ip: request.ip,
    deviceName: deviceNameOf(request.headers['user-agent']),
  };
  await deps.security.devices.touch(actor, deps.clock());
  return actor;
}

/** The security centre's calls under /api/usercenter/account (docs/protocol.md "Account security"). */
export function registerSecurityRoutes(app: FastifyInstance, deps: SecurityRouteDeps): void {
  const { security, clock } = deps;
  const ok = <T>(data: T) => successBody(data, clock());
  const base = '/usercenter/account';

  app.get(`${base}/security_checking`, async (request) => {
    const { userId } = await actorOf(request, deps);
    const overview = security.overview(userId);
    return ok({ ...overview, ...securityLevel(overview) });
  });

  app.get(`${base}/need_safe_check`, async (request) => {
    const { userId } = await actorOf(request, deps);
    const { safeCheckType } = parseQuery(z.object({ safeCheckType: z.enum(safeCheckTypes) }), request.query);
    const needSafeCheck = security.needSafeCheck(userId);
    return ok({ safeCheckType, needSafeCheck, methods: needSafeCheck ? ['TOTP', 'RECOVERY_CODE'] : [] });
  });

  // ---- 2FA
  app.get(`${base}/otpauth`, async (request) => {
    const actor = await actorOf(request, deps);
    const answer = await security.otpauth(actor.userId);
    if (!answer.secret) return ok({ enabled: true });
    const account = await deps.accounts.findAccountById(actor.userId);
    return ok({
      enabled: false,
      secret: answer.secret,
      secretQrCode: otpauthUri(answer.secret, account?.email ?? `user${actor.userId}`, 'WOO X'),
    });
  });

  app.get(`${base}/genQrCode`, async (request) => {
    await actorOf(request, deps);
    const q = parseQuery(
      z.object({
        secretQrCode: z
          .string()
          .max(512)
          .regex(/^otpauth:\/\/totp\//, 'must be an otpauth://totp/ URI'),
      }),
      request.query,
    );
    return ok({ qrCode: await toDataURL(q.secretQrCode, { width: 200, margin: 1, errorCorrectionLevel: 'M' }) });
  });

  app.post(`${base}/otpauth`, async (request) => {
    const actor = await actorOf(request, deps);
    const { code } = parseQuery(z.object({ code: code6 }), request.body);
    return ok({ enabled: true, recoveryCodes: await security.enableTotp(actor, code) });
  });

  app.delete(`${base}/otpauth`, async (request) => {
    const actor = await actorOf(request, deps);
    await security.disableTotp(actor, parseQuery(challengeOnly, input(request)));
    return ok({ enabled: false });
  });

  // ---- anti-phishing code
  app.get(`${base}/anti_phishing_code`, async (request) => {
    const { userId } = await actorOf(request, deps);
    return ok({ antiPhishingCode: security.state(userId).antiPhishingCode ?? null });
  });

  app.post(`${base}/anti_phishing_code`, async (request) => {
    const actor = await actorOf(request, deps);
    const body = parseQuery(z.object({ antiPhishingCode: antiPhishing, ...challenge }), request.body);
    await security.setAntiPhishing(actor, body.antiPhishingCode, body);
    return ok({ antiPhishingCode: body.antiPhishingCode });
  });

  app.delete(`${base}/anti_phishing_code`, async (request) => {
    const actor = await actorOf(request, deps);
    await security.setAntiPhishing(actor, undefined, parseQuery(challengeOnly, input(request)));
    return ok({ antiPhishingCode: null });
  });

  // ---- trade and withdraw passwords
  for (const kind of ['trade', 'withdraw'] as const satisfies readonly PasswordKind[]) {
    app.post(`${base}/create_${kind}_pwd`, async (request) => {
      const actor = await actorOf(request, deps);
      const body = parseQuery(z.object({ password, ...challenge }), request.body);
      await security.createPassword(actor, kind, body.password, body);
      return ok({ [`${kind}Pwd`]: true });
    });
    app.post(`${base}/change_${kind}_pwd`, async (request) => {
      const actor = await actorOf(request, deps);
      const body = parseQuery(z.object({ oldPassword: z.string().max(64), password, ...challenge }), request.body);
      await security.changePassword(actor, kind, body.oldPassword, body.password, body);
      return ok({ [`${kind}Pwd`]: true, withdrawLockUntil: security.withdrawLockUntil(actor.userId) });
    });
    app.delete(`${base}/${kind}_pwd`, async (request) => {
      const actor = await actorOf(request, deps);
      const body = parseQuery(z.object({ password: z.string().max(64), ...challenge }), input(request));
      await security.deletePassword(actor, kind, body.password, body);
      return ok({ [`${kind}Pwd`]: false });
    });
  }
  app.post(`${base}/check_trade_pwd`, async (request) => {
    const actor = await actorOf(request, deps);
    const body = parseQuery(z.object({ password: z.string().max(64) }), request.body);
    await security.checkPassword(actor.userId, 'trade', body.password);
    deps.onTradePasswordChecked?.(request);
    return ok({ valid: true });
  });

  // ---- devices and activity
  app.get(`${base}/device_list`, async (request) => {
    const actor = await actorOf(request, deps);
    const q = parseQuery(z.object(paging), request.query);
    const all = security.devices.list(actor.userId, actor.tokenHash);
    const start = (q.page - 1) * q.size;
    return ok({ rows: all.slice(start, start + q.size), meta: { total: all.length, recordsPerPage: q.size, currentPage: q.page } });
  });

  app.delete(`${base}/del_device`, async (request) => {
    const actor = await actorOf(request, deps);
    const body = parseQuery(z.object({ deviceId: z.coerce.number().int().min(1), ...challenge }), input(request));
    await security.verify(actor, body);
    const device = await security.devices.remove(actor, body.deviceId);
    await security.record(
      actor,
      'REMOVE_DEVICE',
      'A device was removed',
      `${device.deviceName} (${device.ip}) was signed out of your account.`,
    );
    return ok({ deviceId: device.id });
  });

  for (const [path, kind] of [
    ['user_login_activity', 'LOGIN'],
    ['user_security_activity', 'SECURITY'],
  ] as const) {
    app.get(`${base}/${path}`, async (request) => {
      const { userId } = await actorOf(request, deps);
      return ok(security.devices.page(userId, kind, parseQuery(range, request.query), clock()));
    });
  }
}
