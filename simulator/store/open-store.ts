import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Store } from './account-repository';
import { lockDataFolder } from './data-lock';
import { migrate } from './migrate';
import { seedFromTemplate } from './store-template';
import type { Migration } from './migration';
import type { SqlClient, SqlExecutor } from './sql-client';
import { SessionCache } from './session-cache';
import { SqlAccountRepository } from './sql-account-repository';
import { SqlTokenSyncRepository } from '../auth/token-sync-repository';
import { SqlPartnerApplicationRepository } from '../partners/partner-repository';
import { SqlReservesRepository } from '../reserves/sql-reserves-repository';
import { SqlTradingRepository } from '../trading/sql-trading-repository';
import { SqlMdAdminRepository } from '../md-admin/md-admin-repository';
import { SqlKycRepository } from '../kyc/kyc-repository';
import { SqlSecurityRepository } from '../security/sql-security-repository';
import { SqlAuthLinksRepository } from '../auth-links/sql-auth-links-repository';
import { SqlApiKeyRepository } from '../api-keys/api-key-repository';
import { SqlSubAccountRepository } from '../subaccounts/sub-account-repository';
import { SqlAddressBookRepository } from '../wallet/address-book-store';
import { SqlSocialRepository } from '../social/social-repository';
import { SqlAccountCentreRepository } from '../account-centre/account-centre-repository';

/**
 * Opens (or creates) the durable embedded Postgres in `dir`; `memory://` keeps it in memory.
 * Note: PGlite loads Node built-ins with dynamic import(), which jest's CommonJS runtime refuses
 * unless node runs with --experimental-vm-modules; unit tests use the in-memory repository.
 */
export async function openPglite(dir: string): Promise<SqlClient> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const db = new PGlite(dir);
  await db.waitReady;
  const wrap = (executor: Pick<PGlite, 'query' | 'exec'>): SqlExecutor => ({
    query: async <T>(sql: string, params?: unknown[]) => executor.query<T>(sql, params),
    exec: (sql: string) => executor.exec(sql),
  });
  let closing: Promise<void> | undefined;
  return {
    ...wrap(db),
    transaction: <T>(work: (tx: SqlExecutor) => Promise<T>) => db.transaction((tx) => work(wrap(tx))),
    // A checkpoint first: what was written is in the data files, not only the write-ahead log, when the process ends.
    close: () =>
      (closing ??= (async () => {
        try {
          await db.exec('checkpoint');
        } finally {
          await db.close();
        }
      })()),
  };
}

/**
 * Opens the durable store in `${dataDir}/pg` under the folder's single-writer lock (`data-lock.ts`), applying pending
 * migrations (`simulator/schema.ts`); a new folder starts from a migrated template (`store-template.ts`,
 * `SIM_PG_TEMPLATE=0` turns that off). Closing checkpoints, closes the database and releases the lock.
 */
export async function openStore(
  dataDir: string,
  migrations: readonly Migration[],
  options: { sessionIdleMs?: number } = {},
): Promise<Store> {
  const lock = lockDataFolder(dataDir);
  let db: SqlClient;
  try {
    if (process.env.SIM_PG_TEMPLATE !== '0') await seedFromTemplate(join(dataDir, 'pg'), migrations, openPglite);
    db = await openPglite(join(dataDir, 'pg'));
  } catch (error) {
    lock.release();
    throw new Error(
      `cannot open the database in ${join(dataDir, 'pg')} (${error instanceof Error ? error.message : String(error)}); see docs/simulator.md "Recovery"`,
    );
  }
  const close = async () => {
    try {
      await db.close();
    } finally {
      lock.release();
    }
  };
  try {
    await migrate(db, migrations);
  } catch (error) {
    await close();
    throw error;
  }
  const sessions = new SessionCache();
  return {
    accounts: new SqlAccountRepository(db, options.sessionIdleMs, sessions),
    partners: new SqlPartnerApplicationRepository(db),
    tokenSyncs: new SqlTokenSyncRepository(db),
    reserves: new SqlReservesRepository(db),
    trading: new SqlTradingRepository(db),
    mdAdmin: new SqlMdAdminRepository(db),
    kyc: new SqlKycRepository(db),
    security: new SqlSecurityRepository(db),
    authLinks: new SqlAuthLinksRepository(db),
    apiKeys: new SqlApiKeyRepository(db),
    accountCentre: new SqlAccountCentreRepository(db),
    subAccounts: new SqlSubAccountRepository(db),
    addressBook: new SqlAddressBookRepository(db),
    social: new SqlSocialRepository(db),
    transaction: (work) =>
      db.transaction((tx) => work(new SqlAccountRepository(tx, options.sessionIdleMs, sessions, false), new SqlReservesRepository(tx))),
    close,
  };
}
