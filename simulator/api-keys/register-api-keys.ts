import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchedRoute } from '../http/canonical-route';
import { requireAccount, signedByApiKey } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { registerApiKeyAuth } from './api-key-auth';
import { MemoryApiKeyRepository, type ApiKeyRepository } from './api-key-repository';
import { registerApiKeyRoutes } from './api-key-routes';
import { ApiKeys } from './api-keys';
import type { SecretSealer } from './secret-sealer';
import { familyKeyGuard, type KeyFamily } from './key-guard';
import type { Security } from '../security/security';
import type { Account } from '../store/account-repository';

/**
 * API keys inside the `/api` scope: the signed-request check (a hook, so it must come before the other routes of
 * the scope) and the key calls. Returns the keys (tests and the control surface read them).
 */
export function registerApiKeys(
  api: FastifyInstance,
  deps: {
    repository?: ApiKeyRepository;
    accounts: AccountRepository;
    clock: () => number;
    prefix: string;
    /** The 2FA step before a key change (simulator/api-keys/key-guard.ts). */
    security?: Security;
    /** An account's family, for sub-accounts' keys. */
    family?: (account: Account) => Promise<KeyFamily>;
    /** Seals the secrets at rest (secret-sealer.ts); absent: a key of this run only. */
    sealer?: SecretSealer;
    /** Keys made already (the api-keys module makes them when it starts); else made here. */
    keys?: ApiKeys;
  },
): ApiKeys {
  const keys = deps.keys ?? new ApiKeys(deps.repository ?? new MemoryApiKeyRepository(), deps.clock, deps.sealer);
  registerApiKeyAuth(api, { keys, accounts: deps.accounts, prefix: deps.prefix });
  registerApiKeyRoutes(api, {
    keys,
    accounts: deps.accounts,
    clock: deps.clock,
    guard: familyKeyGuard({ keys, security: deps.security, family: deps.family }),
  });
  registerWithdrawalKeyRevocation(api, keys, deps);
  return keys;
}

/**
 * The calls after which the account's WITHDRAWAL keys are deleted (docs/adr/0024): signing out everywhere (the user
 * no longer trusts the sessions that may have created them) and turning 2FA off (a WITHDRAWAL key needs 2FA on).
 * READ and TRADE keys stay. The account is read before the handler (logout_all deletes the session it is read by).
 */
const REVOKING_CALLS = new Set(['POST /api/usercenter/logout_all', 'DELETE /api/usercenter/account/otpauth']);

function registerWithdrawalKeyRevocation(
  api: FastifyInstance,
  keys: ApiKeys,
  deps: { accounts: AccountRepository; clock: () => number; security?: Security },
): void {
  const callers = new WeakMap<object, Account>();
  const revoking = (request: FastifyRequest) => {
    const route = matchedRoute(request);
    return route !== undefined && REVOKING_CALLS.has(`${route.method} ${route.url}`);
  };
  api.addHook('preHandler', async (request) => {
    if (!revoking(request) || signedByApiKey(request)) return;
    const account = await requireAccount(request, deps.accounts, deps.clock()).catch(() => undefined);
    if (account) callers.set(request, account);
  });
  api.addHook('preSerialization', async (request, reply, payload) => {
    const account = callers.get(request);
    if (!account || reply.statusCode !== 200) return payload;
    const labels = await keys.revokeWithdrawalKeys(account.userId);
    if (labels.length === 0 || !deps.security) return payload;
    await deps.security.record(
      { userId: account.userId, tokenHash: '', ip: request.ip, deviceName: 'system' },
      'REVOKE_WITHDRAWAL_API_KEYS',
      'API keys with withdrawals deleted',
      `The API keys that could withdraw (${labels.join(', ')}) were deleted when you signed out everywhere or turned 2FA off.`,
    );
    return payload;
  });
}
