import { SqlAccountCentreRepository } from '../../../../simulator/account-centre/account-centre-repository';
import { DEFAULT_SETTINGS } from '../../../../src/domain/account/account-settings';
import { tokenHash } from '../../../../simulator/store/account-repository';
import { SessionCache } from '../../../../simulator/store/session-cache';
import { SqlAccountRepository } from '../../../../simulator/store/sql-account-repository';
import { FakeSessionTables } from '../support/fake-session-tables';

const SELECT = 'select a.user_id';
const IDLE = 600_000; // a tenth of it, 60 s, between written uses
const T0 = 1_700_000_000_000;

function tables() {
  const db = new FakeSessionTables();
  const sessions = new SessionCache();
  const accounts = new SqlAccountRepository(db, IDLE, sessions);
  const session = async (userId: number, ttlMs = 3_600_000) => (await accounts.createSession(userId, ttlMs, T0)).token;
  return { db, sessions, accounts, session };
}

describe('the simulator keeps the sessions it read (SessionCache in SqlAccountRepository)', () => {
  it('reads a live session from the table once, then from memory', async () => {
    const { db, accounts, session } = tables();
    const token = await session(7);
    expect((await accounts.findAccountBySession(token, T0 + 1))?.userId).toBe(7);
    expect((await accounts.findAccountBySession(token, T0 + 2))?.alias).toBe('user-7');
    expect(db.count(SELECT)).toBe(1);
    expect(await accounts.findAccountBySession('never-issued', T0 + 3)).toBeUndefined();
  });

  it('refuses a session at once after a log out, and after a removed device', async () => {
    const { db, accounts, session } = tables();
    const [a, b] = [await session(7), await session(7)];
    await accounts.findAccountBySession(a, T0 + 1);
    await accounts.findAccountBySession(b, T0 + 1);
    await accounts.deleteSession(a);
    await accounts.deleteSessionByHash(tokenHash(b));
    expect(await accounts.findAccountBySession(a, T0 + 2)).toBeUndefined();
    expect(await accounts.findAccountBySession(b, T0 + 2)).toBeUndefined();
    expect(db.count(SELECT)).toBe(4); // asked the table again, which no longer has them
  });

  it('ends every kept session of an account signed out everywhere, and only those', async () => {
    const { db, accounts, session } = tables();
    const [mine, mineToo, theirs] = [await session(7), await session(7), await session(8)];
    for (const token of [mine, mineToo, theirs]) await accounts.findAccountBySession(token, T0 + 1);
    expect(await accounts.deleteSessionsOfUser(7)).toBe(2);
    expect(await accounts.findAccountBySession(mine, T0 + 2)).toBeUndefined();
    expect(await accounts.findAccountBySession(mineToo, T0 + 2)).toBeUndefined();
    expect((await accounts.findAccountBySession(theirs, T0 + 2))?.userId).toBe(8);
    expect(db.count(SELECT)).toBe(5);
  });

  it('shows an account change on the next request', async () => {
    const { accounts, session } = tables();
    const token = await session(7);
    await accounts.findAccountBySession(token, T0 + 1);
    await accounts.updateAccount(7, { alias: 'renamed' });
    expect((await accounts.findAccountBySession(token, T0 + 2))?.alias).toBe('renamed');
  });

  it('checks expiry and idleness on every request, kept or not', async () => {
    const { accounts, session } = tables();
    const short = await session(7, 10_000);
    expect(await accounts.findAccountBySession(short, T0 + 9_999)).toBeDefined();
    expect(await accounts.findAccountBySession(short, T0 + 10_000)).toBeUndefined();
    const idle = await session(8);
    expect(await accounts.findAccountBySession(idle, T0 + 1)).toBeDefined(); // its written use stays T0
    expect(await accounts.findAccountBySession(idle, T0 + IDLE)).toBeUndefined();
  });

  it('writes a last use once a tenth of the idle time has passed, once', async () => {
    const { db, accounts, session } = tables();
    const token = await session(7);
    await accounts.findAccountBySession(token, T0 + 59_999);
    expect(db.count('update sessions')).toBe(0);
    await accounts.findAccountBySession(token, T0 + 60_001);
    await accounts.findAccountBySession(token, T0 + 60_002);
    expect(db.count('update sessions')).toBe(1);
    expect(db.sessions[0].last_seen_at).toBe(T0 + 60_001);
    // written as used at +60.001 s: still live 10 minutes after its first use
    expect(await accounts.findAccountBySession(token, T0 + IDLE + 1)).toBeDefined();
    expect(db.count(SELECT)).toBe(1);
  });

  it('keeps no row read while the session was being ended', async () => {
    const { db, accounts, session } = tables();
    const token = await session(7);
    db.hold();
    const reading = accounts.findAccountBySession(token, T0 + 1); // its statement ran before the log out's
    const loggingOut = accounts.deleteSession(token);
    await db.release(); // the log out done first, then the read's answer
    await Promise.all([reading, loggingOut]);
    expect(await accounts.findAccountBySession(token, T0 + 2)).toBeUndefined();
  });

  it('lets a purge of ended sessions drop them from memory too', async () => {
    const { db, accounts, session } = tables();
    const token = await session(7, 10_000);
    await accounts.findAccountBySession(token, T0 + 1);
    expect(await accounts.deleteExpiredSessions(T0 + 10_000)).toBe(1);
    db.sessions.push({ token: tokenHash(token), user_id: 7, expires_at: T0 + 1, last_seen_at: T0 }); // a ghost row
    expect(await accounts.findAccountBySession(token, T0 + 2)).toBeUndefined(); // not from memory: the table says no
  });

  it('keeps nothing from a transaction, but drops what one ends', async () => {
    const { db, sessions, accounts, session } = tables();
    const inTransaction = new SqlAccountRepository(db, IDLE, sessions, false);
    const token = await session(7);
    await inTransaction.findAccountBySession(token, T0 + 1);
    expect(sessions.size).toBe(0);
    await accounts.findAccountBySession(token, T0 + 1);
    await inTransaction.deleteSession(token);
    expect(sessions.size).toBe(0);
    expect(await accounts.findAccountBySession(token, T0 + 2)).toBeUndefined();
  });

  it('holds at most its limit, the one read longest ago going first', () => {
    const cache = new SessionCache(2);
    const kept = (userId: number) => ({ account: { userId } as never, expiresAt: 2, lastSeenAt: 1 });
    for (const [hash, userId] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.keep(hash, kept(userId), cache.mark());
    expect([cache.get('a'), cache.get('b')?.account.userId, cache.get('c')?.account.userId]).toEqual([undefined, 2, 3]);
    const mark = cache.mark();
    cache.dropUser(3);
    cache.keep('d', kept(4), mark); // read before the drop: not kept
    expect([cache.size, cache.get('d')]).toEqual([1, undefined]);
  });
});

describe('the simulator keeps the account settings it read (SqlAccountCentreRepository)', () => {
  it('reads them once, and again after each change', async () => {
    const db = new FakeSessionTables();
    const repository = new SqlAccountCentreRepository(db);
    expect(await repository.settings(7)).toBeUndefined();
    expect(await repository.settings(7)).toBeUndefined();
    expect(db.count('select body from account_settings')).toBe(1);
    await repository.saveSettings(7, { ...DEFAULT_SETTINGS, region: 'US' });
    expect((await repository.settings(7))?.region).toBe('US');
    expect((await repository.settings(7))?.region).toBe('US');
    expect(db.count('select body from account_settings')).toBe(2);
  });

  it('keeps no settings read while they were being changed', async () => {
    const db = new FakeSessionTables();
    const repository = new SqlAccountCentreRepository(db);
    db.hold();
    const reading = repository.settings(7);
    const saving = repository.saveSettings(7, { ...DEFAULT_SETTINGS, region: 'US' });
    await db.release(); // the change done first, then the read's answer
    expect(await reading).toBeUndefined(); // its statement ran first
    await saving;
    expect((await repository.settings(7))?.region).toBe('US');
  });
});
