/**
 * Run by store.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime):
 *   node --import @swc-node/register/esm-register store-probe.ts <dataDir> create
 *   node --import @swc-node/register/esm-register store-probe.ts <dataDir> read <token> <expiredToken>
 *   node --import @swc-node/register/esm-register store-probe.ts <dataDir> create-old <lastMigrationId>  (a store an older build made)
 *   node --import @swc-node/register/esm-register store-probe.ts <dataDir> touch  (sessions with a 60 s idle timeout)
 * Prints one JSON line.
 */
import { SCHEMA } from '../../../../simulator/schema';
import { migrate } from '../../../../simulator/store/migrate';
import { openPglite, openStore } from '../../../../simulator/store/open-store';
import { join } from 'node:path';

const [dataDir, phase, token, expiredToken] = process.argv.slice(2);
const now = Date.now();
if (phase === 'create-old') {
  // the schema as it stood at migration <token>, and a row written the way that build wrote it (its own columns only)
  const db = await openPglite(join(dataDir, 'pg'));
  await migrate(
    db,
    SCHEMA.filter((m) => m.id <= Number(token)),
  );
  await db.query(
    "insert into accounts (application_id, firebase_uid, alias, eu, language, created_at) values ('older-app', 'fb-1', 'older', true, 'en', $1)",
    [now],
  );
  await db.close();
  process.stdout.write(`${JSON.stringify({ created: true })}\n`);
  process.exit(0);
}
const store = await openStore(dataDir, SCHEMA, phase === 'touch' ? { sessionIdleMs: 60_000 } : {});
let result: unknown;
if (phase === 'create') {
  const account = await store.accounts.createAccount({ alias: 'durable', eu: true, language: 'en', firebaseUid: 'fb-1' }, now);
  const session = await store.accounts.createSession(account.userId, 60_000, now);
  const expired = await store.accounts.createSession(account.userId, 1, now - 10);
  result = { account, token: session.token, expiredToken: expired.token };
} else if (phase === 'touch') {
  // a session's last use is written when older than 6 s (a tenth of the idle timeout): A's use at +5 s is not, B's at
  // +7 s is; at +60.5 s A has ended (60.5 s after its written use), B has not
  const account = await store.accounts.createAccount({ alias: 'touch', eu: false, language: 'en', firebaseUid: 'fb-touch' }, now);
  const a = await store.accounts.createSession(account.userId, 3_600_000, now);
  const b = await store.accounts.createSession(account.userId, 3_600_000, now);
  const live = async (token: string, at: number) => (await store.accounts.findAccountBySession(token, at)) !== undefined;
  result = {
    a5: await live(a.token, now + 5_000),
    b7: await live(b.token, now + 7_000),
    a60: await live(a.token, now + 60_500),
    b60: await live(b.token, now + 60_500),
  };
} else {
  result = {
    bySession: await store.accounts.findAccountBySession(token, now),
    byExpired: (await store.accounts.findAccountBySession(expiredToken, now)) ?? null,
    byFirebase: await store.accounts.findAccountByFirebaseUid('fb-1'),
    purged: await store.accounts.deleteExpiredSessions(now),
  };
}
await store.close();
if (phase === 'read') {
  const db = await openPglite(join(dataDir, 'pg'));
  const { rows } = await db.query<{ id: number }>('select id from schema_migrations order by id');
  await db.close();
  result = { ...(result as object), migrations: rows.map((r) => r.id) };
}
process.stdout.write(`${JSON.stringify(result)}\n`);
