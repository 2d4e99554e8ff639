import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../../simulator/store/migrate';
import { MemoryAccountRepository } from '../../../simulator/store/memory-account-repository';
import type { SqlClient, SqlExecutor } from '../../../simulator/store/sql-client';
import { SCHEMA as MIGRATIONS, schemaOf } from '../../../simulator/schema';
import MAIN_HISTORY from './support/main-schema-history.json';
import { MODULES } from '../../../simulator/modules';
import { childProbe } from './support/child-probe';

const probe = childProbe('store-probe.ts', 110_000);

describe('durable store (PGlite, in a child process)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-store-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps accounts and sessions across a restart', async () => {
    const created = await probe(dir, 'create');
    expect(created.account).toMatchObject({ userId: expect.any(Number), alias: 'durable', eu: true, main: true, language: 'en' });
    const read = await probe(dir, 'read', created.token, created.expiredToken);
    expect(read.bySession).toEqual(created.account);
    expect(read.byFirebase).toEqual(created.account);
    expect(read.byExpired).toBeNull();
    expect(read.purged).toBe(1);
    // A fresh data folder gets every migration, in order.
    expect(read.migrations).toEqual(MIGRATIONS.map((m) => m.id));
  }, 120_000);

  it('writes a session last use at most every tenth of its idle timeout; an unused session ends on the written one', async () => {
    const touch = mkdtempSync(join(tmpdir(), 'sim-store-touch-'));
    try {
      expect(await probe(touch, 'touch')).toEqual({ a5: true, b7: true, a60: false, b60: true });
    } finally {
      rmSync(touch, { recursive: true, force: true });
    }
  }, 120_000);

  it('upgrades a store an older build made: the missing migrations run, the rows stay', async () => {
    const old = mkdtempSync(join(tmpdir(), 'sim-store-old-'));
    try {
      // the history as it stood after account security (69): API keys, social, growth, … came later
      await probe(old, 'create-old', '69');
      const read = await probe(old, 'read', 'no-session', 'no-session-either');
      expect(read.byFirebase).toMatchObject({ alias: 'older', applicationId: 'older-app', eu: true, language: 'en', main: true });
      expect(read.migrations).toEqual(MIGRATIONS.map((m) => m.id));
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the schema, gathered from the modules (simulator/schema.ts)', () => {
  it('is the history the stores made by the single-list build recorded, id for id and name for name', () => {
    // a store made before the migrations moved into their modules has exactly these rows in schema_migrations, so it
    // opens with nothing applied twice and nothing missing
    expect(MIGRATIONS.filter((m) => m.id <= 93).map((m) => [m.id, m.name])).toEqual(MAIN_HISTORY);
  });

  it('names every migration the modules declare (simulator/modules.ts), and no other', () => {
    expect(MIGRATIONS).toEqual(schemaOf(MODULES));
  });

  it('refuses two modules that take the same id', () => {
    const module = (id: string, migrationId: number) => ({
      id,
      uses: [],
      start: () => ({}),
      migrations: [{ id: migrationId, name: id, sql: '' }],
    });
    expect(() => schemaOf([module('a', 7), module('b', 7)])).toThrow(/7 is taken twice/);
    expect(schemaOf([module('a', 9), module('b', 3)]).map((m) => m.id)).toEqual([3, 9]);
  });
});

describe('memory account repository (same contract)', () => {
  it('creates accounts with defaults and finds them by session until expiry', async () => {
    const repo = new MemoryAccountRepository();
    const a = await repo.createAccount({}, 1000);
    const b = await repo.createAccount({ alias: 'bee', main: false }, 1000);
    expect(a).toMatchObject({ userId: 10001, alias: 'trader10001', main: true, eu: false, language: null });
    expect(b.userId).toBe(10002);
    expect(a.applicationId).not.toBe(b.applicationId);
    const session = await repo.createSession(b.userId, 500, 1000);
    expect(await repo.findAccountBySession(session.token, 1499)).toEqual(b);
    expect(await repo.findAccountBySession(session.token, 1500)).toBeUndefined();
    expect(await repo.deleteExpiredSessions(1500)).toBe(1);
    await expect(repo.createSession(999, 1, 1)).rejects.toThrow();
  });
});

describe('migration runner', () => {
  function fakeDb() {
    const applied: Array<{ id: number }> = [];
    const statements: string[] = [];
    const executor: SqlExecutor = {
      exec: async (sql) => statements.push(sql.trim().split('\n')[0]),
      query: async <T>(sql: string, params?: unknown[]) => {
        if (sql.startsWith('insert into schema_migrations')) applied.push({ id: Number(params?.[0]) });
        return { rows: (sql.startsWith('select id') ? applied : []) as T[] };
      },
    };
    const db: SqlClient = { ...executor, transaction: (work) => work(executor), close: async () => undefined };
    return { db, statements };
  }

  it('applies pending migrations once, in order', async () => {
    const { db, statements } = fakeDb();
    const migrations = [
      { id: 1, name: 'a', sql: 'create table a()' },
      { id: 2, name: 'b', sql: 'create table b()' },
    ];
    expect(await migrate(db, migrations)).toEqual([1, 2]);
    expect(await migrate(db, migrations)).toEqual([]);
    expect(await migrate(db, [...migrations, { id: 3, name: 'c', sql: 'create table c()' }])).toEqual([3]);
    expect(statements.filter((s) => s.startsWith('create table') && !s.includes('schema_migrations'))).toEqual([
      'create table a()',
      'create table b()',
      'create table c()',
    ]);
  });

  it('rejects a list whose ids do not increase', async () => {
    const { db } = fakeDb();
    await expect(
      migrate(db, [
        { id: 2, name: 'b', sql: '' },
        { id: 1, name: 'a', sql: '' },
      ]),
    ).rejects.toThrow(/increase/);
  });
});
