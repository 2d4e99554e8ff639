import {
  CoolNameTakenError,
  DEFAULT_SESSION_IDLE_MS,
  defaultAlias,
  newApplicationId,
  newSessionToken,
  sessionTouchAfterMs,
  tokenHash,
  type Account,
  type AccountPatch,
  type AccountRepository,
  type NewAccount,
  type Session,
} from './account-repository';
import { SessionCache, type CachedSession } from './session-cache';
import type { SqlExecutor } from './sql-client';

interface AccountRecord {
  user_id: number | string | bigint;
  application_id: string;
  firebase_uid: string | null;
  email: string | null;
  alias: string;
  main: boolean;
  eu: boolean;
  language: string | null;
  cool_name: string | null;
  email_verified: boolean;
  created_at: number | string | bigint;
}

const COLUMNS =
  'a.user_id, a.application_id, a.firebase_uid, a.email, a.alias, a.main, a.eu, a.language, a.cool_name, a.created_at, a.email_verified';

function toAccount(row: AccountRecord): Account {
  return {
    userId: Number(row.user_id),
    applicationId: row.application_id,
    firebaseUid: row.firebase_uid,
    email: row.email,
    alias: row.alias,
    main: row.main,
    eu: row.eu,
    language: row.language,
    coolName: row.cool_name,
    createdAt: Number(row.created_at),
    emailVerified: row.email_verified === true,
  };
}

/**
 * Accounts and sessions in Postgres (PGlite). A session read is kept in `sessions` (`SessionCache`): what ends a
 * session or changes an account drops it there, before its statement and once it is done. A repository over a
 * transaction shares the cache but keeps nothing in it (its reads may be rolled back).
 */
export class SqlAccountRepository implements AccountRepository {
  constructor(
    private readonly db: SqlExecutor,
    private readonly idleMs: number = DEFAULT_SESSION_IDLE_MS,
    private readonly sessions: SessionCache = new SessionCache(),
    private readonly keeps = true,
  ) {}

  async createAccount(input: NewAccount, now: number): Promise<Account> {
    const created = await this.insertAccount(input, now, '');
    if (!created) throw new Error('account not created');
    return created;
  }

  async findOrCreateByFirebaseUid(input: NewAccount & { readonly firebaseUid: string }, now: number): Promise<Account> {
    const existing = await this.findAccountByFirebaseUid(input.firebaseUid);
    if (existing) return existing;
    const created = await this.insertAccount(input, now, 'on conflict (firebase_uid) do nothing');
    if (created) return created;
    const winner = await this.findAccountByFirebaseUid(input.firebaseUid); // a concurrent first login won the race
    if (!winner) throw new Error('account vanished during first login');
    return winner;
  }

  private async insertAccount(input: NewAccount, now: number, onConflict: string): Promise<Account | undefined> {
    const next = await this.db.query<{ id: number | string }>("select nextval('accounts_user_id_seq') as id");
    const userId = Number(next.rows[0].id);
    const { rows } = await this.db.query<AccountRecord>(
      `insert into accounts as a (user_id, application_id, firebase_uid, email, alias, main, eu, language, cool_name, created_at, email_verified)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ${onConflict} returning ${COLUMNS}`,
      [
        userId,
        newApplicationId(),
        input.firebaseUid ?? null,
        input.email ?? null,
        input.alias ?? defaultAlias(userId),
        input.main ?? true,
        input.eu ?? false,
        input.language ?? null,
        input.coolName ?? null,
        now,
        input.emailVerified ?? false,
      ],
    );
    return rows.length > 0 ? toAccount(rows[0]) : undefined;
  }

  async findAccountById(userId: number): Promise<Account | undefined> {
    return this.one(`select ${COLUMNS} from accounts a where a.user_id = $1`, [userId]);
  }

  async findAccountByFirebaseUid(firebaseUid: string): Promise<Account | undefined> {
    return this.one(`select ${COLUMNS} from accounts a where a.firebase_uid = $1`, [firebaseUid]);
  }

  async createSession(userId: number, ttlMs: number, now: number): Promise<Session> {
    const session = { token: newSessionToken(), userId, expiresAt: now + ttlMs };
    await this.db.query('insert into sessions (token, user_id, expires_at, last_seen_at) values ($1, $2, $3, $4)', [
      tokenHash(session.token),
      userId,
      session.expiresAt,
      now,
    ]);
    return session;
  }

  /** A live session's account; its last use is written when older than `sessionTouchAfterMs` (a read otherwise). */
  async findAccountBySession(token: string, now: number): Promise<Account | undefined> {
    const hash = tokenHash(token);
    const cached = this.sessions.get(hash);
    if (cached && cached.expiresAt > now && cached.lastSeenAt > now - this.idleMs) {
      await this.touch(hash, cached, now);
      return cached.account;
    }
    const mark = this.sessions.mark();
    const { rows } = await this.db.query<AccountRecord & { expires_at: number | string | bigint; last_seen_at: number | string | bigint }>(
      `select ${COLUMNS}, s.expires_at, s.last_seen_at from sessions s join accounts a on a.user_id = s.user_id
       where s.token = $1 and s.expires_at > $2 and s.last_seen_at > $3`,
      [hash, now, now - this.idleMs],
    );
    if (rows.length === 0) {
      if (cached) this.sessions.drop(hash);
      return undefined;
    }
    const session = { account: toAccount(rows[0]), expiresAt: Number(rows[0].expires_at), lastSeenAt: Number(rows[0].last_seen_at) };
    if (this.keeps) this.sessions.keep(hash, session, mark);
    await this.touch(hash, session, now);
    return session.account;
  }

  private async touch(hash: string, session: CachedSession, now: number): Promise<void> {
    if (session.lastSeenAt > now - sessionTouchAfterMs(this.idleMs)) return;
    await this.db.query('update sessions set last_seen_at = $2 where token = $1 and last_seen_at < $2', [hash, now]);
    session.lastSeenAt = Math.max(session.lastSeenAt, now);
  }

  async deleteSession(token: string): Promise<void> {
    await this.deleteSessionByHash(tokenHash(token));
  }

  async deleteSessionByHash(hash: string): Promise<void> {
    await this.sessions.around(
      () => this.sessions.drop(hash),
      () => this.db.query('delete from sessions where token = $1', [hash]),
    );
  }

  async deleteSessionsOfUser(userId: number): Promise<number> {
    const { rows } = await this.sessions.around(
      () => this.sessions.dropUser(userId),
      () => this.db.query<{ token: string }>('delete from sessions where user_id = $1 returning token', [userId]),
    );
    return rows.length;
  }

  async deleteExpiredSessions(now: number): Promise<number> {
    const { rows } = await this.db.query<{ token: string }>(
      'delete from sessions where expires_at <= $1 or last_seen_at <= $2 returning token',
      [now, now - this.idleMs],
    );
    for (const row of rows) this.sessions.drop(row.token);
    return rows.length;
  }

  async listCoolNames(): Promise<{ userId: number; coolName: string }[]> {
    const { rows } = await this.db.query<{ user_id: number | string; cool_name: string }>(
      'select user_id, cool_name from accounts where cool_name is not null',
    );
    return rows.map((r) => ({ userId: Number(r.user_id), coolName: r.cool_name }));
  }

  async updateAccount(userId: number, patch: AccountPatch): Promise<Account | undefined> {
    const language = patch.language !== undefined;
    const coolName = patch.coolName !== undefined;
    if (patch.coolName) {
      const { rows } = await this.db.query<{ user_id: number | string }>(
        'select user_id from accounts where lower(cool_name) = lower($1) and user_id <> $2',
        [patch.coolName, userId],
      );
      if (rows.length > 0) throw new CoolNameTakenError(patch.coolName);
    }
    return this.sessions.around(
      () => this.sessions.dropUser(userId),
      () =>
        this.one(
          `update accounts a set language = case when $2::boolean then $3::text else a.language end,
         cool_name = case when $4::boolean then $5::text else a.cool_name end,
         alias = coalesce($6::text, a.alias),
         email = coalesce($7::text, a.email),
         email_verified = coalesce($8::boolean, a.email_verified)
       where a.user_id = $1 returning ${COLUMNS}`,
          [
            userId,
            language,
            patch.language ?? null,
            coolName,
            patch.coolName ?? null,
            patch.alias ?? null,
            patch.email ?? null,
            patch.emailVerified ?? null,
          ],
        ),
    );
  }

  private async one(sql: string, params: unknown[]): Promise<Account | undefined> {
    const { rows } = await this.db.query<AccountRecord>(sql, params);
    return rows.length > 0 ? toAccount(rows[0]) : undefined;
  }
}
