import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Account, AccountRepository } from '../store/account-repository';
import { ApiError, ErrorCodes } from './api-error';

/** Validates query parameters; a bad value is -1005 with the first problem as the message. */
export function parseQuery<T>(schema: z.ZodType<T>, query: unknown): T {
  const parsed = schema.safeParse(query ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = issue.path.length > 0 ? issue.path.join('.') : 'query';
  throw new ApiError(ErrorCodes.InvalidParameter, `${name}: ${issue.message}`);
}

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

const signedAccounts = new WeakMap<FastifyRequest, Account>();

/** Marks a request as authenticated by a signed API key (simulator/api-keys/api-key-auth.ts) for `requireAccount`. */
export function authenticatedByApiKey(request: FastifyRequest, account: Account): void {
  signedAccounts.set(request, account);
}

/** Whether the request was authenticated by a signed API key (not a session). */
export function signedByApiKey(request: FastifyRequest): boolean {
  return signedAccounts.has(request);
}

/** Each request's session lookup, shared by its hooks and its handler. */
const sessionLookups = new WeakMap<FastifyRequest, { readonly token: string; readonly account: Promise<Account | undefined> }>();

/**
 * The account of `token`'s session for `request` (undefined: unknown or ended), looked up once a request: an order
 * passes the region, product and trade-password gates before its handler, and each asked for it.
 */
export function sessionAccount(
  request: FastifyRequest,
  token: string,
  accounts: AccountRepository,
  now: number,
): Promise<Account | undefined> {
  const known = sessionLookups.get(request);
  if (known?.token === token) return known.account;
  const account = accounts.findAccountBySession(token, now);
  sessionLookups.set(request, { token, account });
  return account;
}

/**
 * The account of the request: the one its API-key signature proved (v3 calls only, checked before the handler), else
 * the one of its session; missing, unknown or expired token → -1002.
 */
export async function requireAccount(request: FastifyRequest, accounts: AccountRepository, now: number): Promise<Account> {
  const signed = signedAccounts.get(request);
  if (signed) return signed;
  const token = bearerToken(request);
  if (!token) throw new ApiError(ErrorCodes.Unauthorized, 'Unauthorized: missing bearer token');
  const account = await sessionAccount(request, token, accounts, now);
  if (!account) throw new ApiError(ErrorCodes.Unauthorized, 'Unauthorized: unknown or expired session');
  return account;
}
