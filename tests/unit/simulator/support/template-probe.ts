/**
 * Run by store-template.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime), with
 * SIM_PG_TEMPLATES set to a folder of the test's own:
 *   node --import @swc-node/register/esm-register template-probe.ts <root>
 * Opens two new stores in <root>/a and <root>/b, writes an account into the first, and prints one JSON line.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMA } from '../../../../simulator/schema';
import { openPglite, openStore } from '../../../../simulator/store/open-store';
import { schemaHash, templateRoot } from '../../../../simulator/store/store-template';

const [root] = process.argv.slice(2);
const migrationsOf = async (dir: string) => {
  const db = await openPglite(join(dir, 'pg'));
  const { rows } = await db.query<{ id: number }>('select id from schema_migrations order by id');
  await db.close();
  return rows.map((r) => Number(r.id));
};

const first = await openStore(join(root!, 'a'), SCHEMA);
await first.accounts.createAccount({ alias: 'only-in-a', eu: false, language: 'en', firebaseUid: 'fb-a' }, Date.now());
await first.close();
const second = await openStore(join(root!, 'b'), SCHEMA);
const inB = (await second.accounts.findAccountByFirebaseUid('fb-a')) ?? null;
await second.close();
const reopened = await openStore(join(root!, 'a'), SCHEMA);
const inA = (await reopened.accounts.findAccountByFirebaseUid('fb-a'))?.alias ?? null;
await reopened.close();

const template = join(templateRoot(), schemaHash(SCHEMA));
process.stdout.write(
  `${JSON.stringify({
    templates: readdirSync(templateRoot()),
    templateBuilt: existsSync(join(template, 'PG_VERSION')),
    hash: schemaHash(SCHEMA),
    migrationsA: await migrationsOf(join(root!, 'a')),
    migrationsB: await migrationsOf(join(root!, 'b')),
    inA,
    inB,
  })}\n`,
);
