import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { bearerToken, requireAccount } from '../http/request-input';
import { CoolNameTakenError, type Account, type AccountRepository } from '../store/account-repository';
import type { AuthOptions } from './auth-options';
import { isEu } from './eu-rule';
import { IdentityUnavailableError, IdTokenRevokedError, type IdTokenVerifier, type VerifiedIdToken } from './id-token-verifier';
import type { TokenSyncRepository } from './token-sync-repository';
import { PendingSignIns, type SignInFactor } from './sign-in-factor';
import { COOL_NAME_PATTERN } from '../../src/domain/social/cool-name';

export interface AuthRouteDeps {
  readonly accounts: AccountRepository;
  readonly tokenSyncs: TokenSyncRepository;
  readonly verifier: IdTokenVerifier;
  readonly options: AuthOptions;
  /** The lifetime of a new session, given the sign-in's email when known; the control surface may shorten it for tests. */
  readonly sessionTtlMs: (email?: string | null) => number;
  readonly clock: () => number;
  /** Cool names that are not free although no account holds them (the simulated traders', simulator/social). */
  readonly reservedCoolName?: (coolName: string) => boolean;
  /** The 2FA step of a sign-in (simulator/security); absent = every sign-in is granted at once. */
  readonly signInFactor?: SignInFactor;
}

const LANGUAGES = ['en', 'zh', 'zh-Hans', 'ru', 'pt', 'ukr', 'vn', 'es'] as const;
/** The browser's own device id (the app keeps one per browser): its sign-ins are one device. */
export const deviceIdField = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, _ or -');
const loginBody = z.object({
  idToken: z.string().max(8192).optional(),
  language: z.enum(LANGUAGES).optional(),
  deviceId: deviceIdField.optional(),
});
const twoFactorBody = z.object({
  ticket: z.string().min(1).max(128),
  totp: z
    .string()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .optional(),
  recoveryCode: z.string().max(20).optional(),
  deviceId: deviceIdField.optional(),
});
const coolNameBody = z.object({ coolName: z.string().regex(COOL_NAME_PATTERN, 'must be 3-20 letters, digits or _') });
const languageBody = z.object({ language: z.enum(LANGUAGES) });

function parseBody<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ApiError(ErrorCodes.InvalidParameter, `${issue.path.join('.') || 'body'}: ${issue.message}`);
}

const aliasFrom = (email: string | null): string | undefined => {
  const local = email
    ?.split('@')[0]
    ?.replace(/[^A-Za-z0-9_.-]/g, '')
    .slice(0, 20);
  return local && local.length >= 2 ? local : undefined;
};

/**
 * Sign-in and identity calls (mounted under /api): the ID-token exchange, log out, cool names,
 * switch_language and the auth-token sync endpoint. See docs/protocol.md.
 */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { accounts, tokenSyncs, verifier, options, clock } = deps;
  const ok = <T>(data: T) => successBody(data, clock());
  const pendingSignIns = new PendingSignIns();

  /** A verified ID token; -1002 when it is bad, -1000 / HTTP 503 (retry) when the identity service cannot answer. */
  async function verified(idToken: string | undefined): Promise<VerifiedIdToken> {
    let token: VerifiedIdToken | undefined;
    try {
      token = idToken ? await verifier.verify(idToken) : undefined;
    } catch (error) {
      if (error instanceof IdentityUnavailableError) {
        throw new ApiError(ErrorCodes.Unknown, 'Identity service unavailable, try again', 503, 5);
      }
      if (error instanceof IdTokenRevokedError) {
        // Firebase revoked the user's tokens (password change, "sign out everywhere", disabled): so are our sessions.
        const account = await accounts.findAccountByFirebaseUid(error.uid);
        if (account) await accounts.deleteSessionsOfUser(account.userId);
        throw new ApiError(ErrorCodes.Unauthorized, 'Unauthorized: ID token revoked');
      }
      throw error;
    }
    if (!token) throw new ApiError(ErrorCodes.Unauthorized, 'Unauthorized: missing, forged or expired ID token');
    return token;
  }

  /** A sign-in (login, token sync) takes only an ID token whose sign-in is at most 300 s old. */
  function requireFresh(token: VerifiedIdToken, claim: 'authTime' | 'issuedAt'): void {
    const at = claim === 'authTime' ? (token.authTime ?? token.issuedAt) : token.issuedAt;
    if (clock() / 1000 - at > options.maxIdTokenAgeSec) {
      throw new ApiError(
        ErrorCodes.Unauthorized,
        `Unauthorized: ID token older than the maximum age (${claim === 'authTime' ? 'auth_time' : 'iat'})`,
      );
    }
  }

  async function accountFor(token: VerifiedIdToken, language: string | undefined, now: number): Promise<Account> {
    const emailVerified = token.emailVerified === true;
    const account = await accounts.findOrCreateByFirebaseUid(
      {
        firebaseUid: token.uid,
        email: token.email,
        alias: aliasFrom(token.email),
        main: true,
        eu: isEu(options.euRule, token.email),
        language,
        emailVerified,
      },
      now,
    );
    // the latest token says whether the account's email is verified now (only for the same address)
    const sameEmail = token.email !== null && token.email.toLowerCase() === account.email?.toLowerCase();
    if (!sameEmail || (account.emailVerified ?? false) === emailVerified) return account;
    return (await accounts.updateAccount(account.userId, { emailVerified })) ?? account;
  }

  app.post('/usercenter/login', async (request) => {
    const body = parseBody(loginBody, request.body);
    const token = await verified(body.idToken);
    requireFresh(token, 'authTime');
    const now = clock();
    const account = await accountFor(token, body.language, now);
    if (deps.signInFactor?.required(account.userId)) {
      // half signed in: no session until the 2FA code (POST /usercenter/login/two_factor)
      const pending = pendingSignIns.issue(account.userId, now);
      return ok({ two_factor_required: true, ticket: pending.ticket, user_id: account.userId, expires_at: pending.expiresAt });
    }
    const session = await accounts.createSession(account.userId, deps.sessionTtlMs(account.email), now);
    return ok({ token: session.token, user_id: account.userId, expires_at: session.expiresAt });
  });

  /** The sign-in's 2FA step: the ticket of the first step and a current code (or a recovery code) → the session. */
  app.post('/usercenter/login/two_factor', async (request) => {
    const body = parseBody(twoFactorBody, request.body);
    const userId = pendingSignIns.find(body.ticket, clock());
    if (userId === undefined || !deps.signInFactor)
      throw new ApiError(ErrorCodes.Unauthorized, 'Unauthorized: the sign-in expired; sign in again');
    await deps.signInFactor.verify(userId, body, { ip: request.ip, userAgent: request.headers['user-agent'] });
    if (!pendingSignIns.spend(body.ticket)) throw new ApiError(ErrorCodes.Unauthorized, 'Unauthorized: the sign-in expired; sign in again');
    const now = clock();
    const session = await accounts.createSession(userId, deps.sessionTtlMs(), now);
    return ok({ token: session.token, user_id: userId, expires_at: session.expiresAt });
  });

  app.post('/usercenter/logout', async (request) => {
    const token = bearerToken(request);
    if (token) await accounts.deleteSession(token);
    return ok({});
  });

  /** Log out everywhere: every session of the bearer's account. */
  app.post('/usercenter/logout_all', async (request) => {
    const account = await requireAccount(request, accounts, clock());
    return ok({ sessions: await accounts.deleteSessionsOfUser(account.userId) });
  });

  app.get('/social-backend-ui/private/cool-names', async (request) => {
    const account = await requireAccount(request, accounts, clock());
    return ok({ coolName: account.coolName });
  });

  app.put('/social-backend-ui/private/cool-names', async (request) => {
    const account = await requireAccount(request, accounts, clock());
    const { coolName } = parseBody(coolNameBody, request.body);
    if (deps.reservedCoolName?.(coolName)) throw new ApiError(ErrorCodes.InvalidParameter, `coolName: ${coolName} is already taken`);
    try {
      await accounts.updateAccount(account.userId, { coolName });
    } catch (error) {
      if (error instanceof CoolNameTakenError) throw new ApiError(ErrorCodes.InvalidParameter, error.message);
      throw error;
    }
    return ok({ coolName });
  });

  app.post('/usercenter/account/switch_language', async (request) => {
    const account = await requireAccount(request, accounts, clock());
    const { language } = parseBody(languageBody, request.body);
    await accounts.updateAccount(account.userId, { language });
    return ok({ language });
  });

  const syncToken = async (request: FastifyRequest) => {
    const token = await verified(bearerToken(request));
    requireFresh(token, 'issuedAt');
    return token;
  };

  app.post('/auth/token-sync', async (request) => {
    const token = await syncToken(request);
    await tokenSyncs.save({ firebaseUid: token.uid, issuedAt: token.issuedAt, syncedAt: clock() });
    return ok({ synced: true });
  });

  app.delete('/auth/token-sync', async (request) => {
    const token = await syncToken(request);
    await tokenSyncs.delete(token.uid);
    return ok({ synced: false });
  });
}
