import { simulatorModule } from '../module';
import { securityModule } from '../security/module';
import { subAccountsModule } from '../subaccounts/module';
import { streamKeyAuth } from '../stream/stream-key-auth';
import { tradingModule } from '../trading/module';
import { MemoryApiKeyRepository } from './api-key-repository';
import { ApiKeys } from './api-keys';
import { keyFamilyFrom } from './key-guard';
import { API_KEYS_MIGRATIONS } from './migrations';
import { registerApiKeys } from './register-api-keys';
import { sealerFrom, serverSecretIn } from './secret-sealer';

/** API keys: signed v3 calls (a request hook every `/api` route sees), the key calls, and their permissions. */
export const apiKeysModule = simulatorModule({
  id: 'api-keys',
  uses: ['security', 'subaccounts', 'trading'],
  migrations: API_KEYS_MIGRATIONS,
  start: (ctx) => {
    const { store, clock, options } = ctx;
    // an opened store (tests) lives for this run; a data directory keeps its server secret next to the database
    const sealer = options.store ? undefined : sealerFrom(serverSecretIn(options.dataDir));
    const keys = new ApiKeys(store.apiKeys ?? new MemoryApiKeyRepository(), clock, sealer);
    // the private stream's API-key clients are checked against the same keys as signed REST calls
    ctx.part(tradingModule).privateHub.acceptKeys(streamKeyAuth(keys, clock));
    return { keys };
  },
  guards: (api, { keys }, ctx) => {
    registerApiKeys(api, {
      keys,
      accounts: ctx.store.accounts,
      clock: ctx.clock,
      prefix: '/api',
      security: ctx.part(securityModule).security,
      family: keyFamilyFrom(ctx.part(subAccountsModule).subAccounts),
    });
  },
});
