import { join } from 'node:path';
import type { Store } from './account-repository';
import { migrate } from './migrate';
import { openPglite } from './pglite-client';
import { SqlAccountRepository } from './sql-account-repository';

/** Opens the durable store in `${dataDir}/pg`, applying pending migrations. */
export async function openStore(dataDir: string): Promise<Store> {
  const db = await openPglite(join(dataDir, 'pg'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return { accounts: new SqlAccountRepository(db), close: () => db.close() };
}
