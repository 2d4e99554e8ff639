import type { FastifyInstance } from 'fastify';
import type { AccountRepository } from '../store/account-repository';
import { registerApiKeyAuth } from './api-key-auth';
import { MemoryApiKeyRepository, type ApiKeyRepository } from './api-key-repository';
import { registerApiKeyRoutes } from './api-key-routes';
import { ApiKeys } from './api-keys';
import { familyKeyGuard, type KeyFamily } from './key-guard';
import type { Security } from '../security/security';
import type { Account } from '../store/account-repository';

/**
 * API keys inside the `/api` scope: the signed-request check (a hook, so it must come before the other routes of
 * the scope) and the key calls. Returns the keys (tests and the control surface read them).
 */
export function registerApiKeys(api: FastifyInstance, deps: {
  repository?: ApiKeyRepository; accounts: AccountRepository; clock: () => number; prefix: string;
  /** The 2FA step before a key change (simulator/api-keys/key-guard.ts). */
  security?: Security;
  /** An account's family, for sub-accounts' keys. */
  family?: (account: Account) => Promise<KeyFamily>;
}): ApiKeys {
  const keys = new ApiKeys(deps.repository ?? new MemoryApiKeyRepository(), deps.clock);
  registerApiKeyAuth(api, { keys, accounts: deps.accounts, prefix: deps.prefix });
  registerApiKeyRoutes(api, { keys, accounts: deps.accounts, clock: deps.clock, guard: familyKeyGuard({ keys, security: deps.security, family: deps.family }) });
  return keys;
}
