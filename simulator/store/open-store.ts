import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Store } from './account-repository';
import { migrate } from './migrate';
import type { SqlClient, SqlExecutor } from './sql-client';
import { SqlAccountRepository } from './sql-account-repository';
import { SqlTokenSyncRepository } from '../auth/token-sync-repository';
import { SqlPartnerApplicationRepository } from '../partners/partner-repository';
import { SqlReservesRepository } from '../reserves/sql-reserves-repository';

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
  return {
    ...wrap(db),
    transaction: <T>(work: (tx: SqlExecutor) => Promise<T>) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}

/** Opens the durable store in `${dataDir}/pg`, applying pending migrations. */
export async function openStore(dataDir: string): Promise<Store> {
  const db = await openPglite(join(dataDir, 'pg'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return { accounts: new SqlAccountRepository(db), partners: new SqlPartnerApplicationRepository(db), tokenSyncs: new SqlTokenSyncRepository(db), reserves: new SqlReservesRepository(db), close: () => db.close() };
}
