import { SCHEMA } from '../schema';
import { z } from 'zod';
import { optionsFromEnv } from '../config';
import { openStore } from '../store/open-store';

/**
 * `npm run sim -- grant-admin <email>` / `revoke-admin <email>`: grants (revokes) the market-data admin role in the
 * simulator's data folder (SIM_DATA_DIR). The folder's lock allows one writer: stop the simulator first, or, on a
 * running one with SIM_CONTROL=1, call `POST /__control/admin/grant {email}`.
 */
export async function grantAdminCli(
  command: 'grant-admin' | 'revoke-admin',
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const email = z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email())
    .safeParse(args[0] ?? '');
  if (!email.success) throw new Error(`usage: npm run sim -- ${command} <email>`);
  const { dataDir } = optionsFromEnv(env);
  const store = await openStore(dataDir, SCHEMA);
  try {
    if (!store.mdAdmin) throw new Error('this store keeps no admin grants');
    if (command === 'grant-admin') await store.mdAdmin.grant(email.data, Date.now());
    else await store.mdAdmin.revoke(email.data);
  } finally {
    await store.close();
  }
  return `${command === 'grant-admin' ? 'granted' : 'revoked'} the market-data admin role ${command === 'grant-admin' ? 'to' : 'of'} ${email.data} in ${dataDir}`;
}
