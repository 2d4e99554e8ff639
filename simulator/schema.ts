import { ACCOUNT_CENTRE_MIGRATIONS } from './account-centre/migrations';
import { API_KEYS_MIGRATIONS } from './api-keys/migrations';
import { AUTH_MIGRATIONS } from './auth/migrations';
import { AUTH_LINKS_MIGRATIONS } from './auth-links/migrations';
import { CAMPAIGNS_MIGRATIONS } from './campaigns/migrations';
import { CONVERT_MIGRATIONS } from './convert/migrations';
import { COPY_MIGRATIONS } from './copy/migrations';
import { EARN_MIGRATIONS } from './earn/migrations';
import { KYC_MIGRATIONS } from './kyc/migrations';
import { MD_ADMIN_MIGRATIONS } from './md-admin/migrations';
import { PARTNERS_MIGRATIONS } from './partners/migrations';
import { RESERVES_MIGRATIONS } from './reserves/migrations';
import { SECURITY_MIGRATIONS } from './security/migrations';
import { SOCIAL_MIGRATIONS } from './social/migrations';
import { SUBACCOUNTS_MIGRATIONS } from './subaccounts/migrations';
import { TRADING_MIGRATIONS } from './trading/migrations';
import { WALLET_MIGRATIONS } from './wallet/migrations';
import type { SimulatorModule } from './module';
import type { Migration } from './store/migration';

/**
 * The database's whole history: every module's migrations in order of their ids. Ids are global (a store records
 * the ids it applied in `schema_migrations`), so a module's new migration takes the next id after the highest here.
 * The list below names each module's migrations file directly, so that opening a store (the CLI, the store probes)
 * does not load the whole exchange; `tests/unit/simulator/store.spec.ts` proves it equals what `simulator/modules.ts`
 * declares, so a module whose migrations are missing here fails the suite.
 */
export function schemaOf(modules: readonly Pick<SimulatorModule<unknown>, 'migrations'>[]): readonly Migration[] {
  const all = modules.flatMap((module) => module.migrations ?? []);
  const seen = new Map<number, string>();
  for (const migration of all) {
    const other = seen.get(migration.id);
    if (other !== undefined) throw new Error(`migration id ${migration.id} is taken twice: ${other} and ${migration.name}`);
    seen.set(migration.id, migration.name);
  }
  return [...all].sort((a, b) => a.id - b.id);
}

export const SCHEMA: readonly Migration[] = schemaOf([
  { migrations: ACCOUNT_CENTRE_MIGRATIONS },
  { migrations: API_KEYS_MIGRATIONS },
  { migrations: AUTH_MIGRATIONS },
  { migrations: AUTH_LINKS_MIGRATIONS },
  { migrations: CAMPAIGNS_MIGRATIONS },
  { migrations: CONVERT_MIGRATIONS },
  { migrations: COPY_MIGRATIONS },
  { migrations: EARN_MIGRATIONS },
  { migrations: KYC_MIGRATIONS },
  { migrations: MD_ADMIN_MIGRATIONS },
  { migrations: PARTNERS_MIGRATIONS },
  { migrations: RESERVES_MIGRATIONS },
  { migrations: SECURITY_MIGRATIONS },
  { migrations: SOCIAL_MIGRATIONS },
  { migrations: SUBACCOUNTS_MIGRATIONS },
  { migrations: TRADING_MIGRATIONS },
  { migrations: WALLET_MIGRATIONS },
]);
