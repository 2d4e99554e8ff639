import { MemoryTokenSyncRepository } from '../auth/token-sync-repository';
import { MemoryPartnerApplicationRepository } from '../partners/partner-repository';
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
  type Store,
} from './account-repository';

interface StoredSession extends Session {
  lastSeenAt: number;
}

/** The same contract as the SQL repository, kept in memory (unit tests, throw-away runs). */
export class MemoryAccountRepository implements AccountRepository {
  private readonly accounts = new Map<number, Account>();
  /** By the token's hash, as the SQL table. */
  private readonly sessions = new Map<string, StoredSession>();
  private nextUserId = 10001;

  constructor(private readonly idleMs: number = DEFAULT_SESSION_IDLE_MS) {}

  /** Atomic (no await between the look-up and the insert), as the SQL `on conflict do nothing`. */
  async findOrCreateByFirebaseUid(input: NewAccount & { readonly firebaseUid: string }, now: number): Promise<Account> {
    return [...this.accounts.values()].find((a) => a.firebaseUid === input.firebaseUid) ?? this.createAccount(input, now);
  }

  async createAccount(input: NewAccount, now: number): Promise<Account> {
    const userId = this.nextUserId++;
    const taken = [...this.accounts.values()].some((a) => input.firebaseUid != null && a.firebaseUid === input.firebaseUid);
    if (taken) throw new Error('duplicate firebase_uid');
    const account: Account = {
      userId,
      applicationId: newApplicationId(),
      firebaseUid: input.firebaseUid ?? null,
      email: input.email ?? null,
      alias: input.alias ?? defaultAlias(userId),
      main: input.main ?? true,
      eu: input.eu ?? false,
      language: input.language ?? null,
      coolName: input.coolName ?? null,
      createdAt: now,
      emailVerified: input.emailVerified ?? false,
    };
    this.accounts.set(userId, account);
    return account;
  }

  async findAccountById(userId: number): Promise<Account | undefined> {
    return this.accounts.get(userId);
  }

  async findAccountByFirebaseUid(firebaseUid: string): Promise<Account | undefined> {
    return [...this.accounts.values()].find((a) => a.firebaseUid === firebaseUid);
  }

  async createSession(userId: number, ttlMs: number, now: number): Promise<Session> {
    if (!this.accounts.has(userId)) throw new Error(`no account ${userId}`);
    const session = { token: newSessionToken(), userId, expiresAt: now + ttlMs };
    this.sessions.set(tokenHash(session.token), { ...session, lastSeenAt: now });
    return session;
  }

  async findAccountBySession(token: string, now: number): Promise<Account | undefined> {
    const session = this.sessions.get(tokenHash(token));
    if (!session || session.expiresAt <= now || session.lastSeenAt <= now - this.idleMs) return undefined;
    // as the SQL store: the last use is written when older than `sessionTouchAfterMs`
    if (session.lastSeenAt <= now - sessionTouchAfterMs(this.idleMs)) session.lastSeenAt = now;
    return this.accounts.get(session.userId);
  }

  async deleteSession(token: string): Promise<void> {
    this.sessions.delete(tokenHash(token));
  }

  async deleteSessionByHash(hash: string): Promise<void> {
    this.sessions.delete(hash);
  }

  async deleteSessionsOfUser(userId: number): Promise<number> {
    const mine = [...this.sessions].filter(([, s]) => s.userId === userId);
    mine.forEach(([hash]) => this.sessions.delete(hash));
    return mine.length;
  }

  /** The stored keys (tests: no raw token is kept). */
  storedSessionKeys(): string[] {
    return [...this.sessions.keys()];
  }

  async listCoolNames(): Promise<{ userId: number; coolName: string }[]> {
    return [...this.accounts.values()]
      .filter((a) => a.coolName !== null)
      .map((a) => ({ userId: a.userId, coolName: a.coolName as string }));
  }

  async updateAccount(userId: number, patch: AccountPatch): Promise<Account | undefined> {
    const account = this.accounts.get(userId);
    if (!account) return undefined;
    const wanted = patch.coolName?.toLowerCase();
    if (wanted && [...this.accounts.values()].some((a) => a.userId !== userId && a.coolName?.toLowerCase() === wanted)) {
      throw new CoolNameTakenError(patch.coolName as string);
    }
    const updated = { ...account, ...patch };
    this.accounts.set(userId, updated);
    return updated;
  }

  async deleteExpiredSessions(now: number): Promise<number> {
    const expired = [...this.sessions].filter(([, s]) => s.expiresAt <= now || s.lastSeenAt <= now - this.idleMs);
    expired.forEach(([hash]) => this.sessions.delete(hash));
    return expired.length;
  }
}

export function memoryStore(options: { sessionIdleMs?: number } = {}): Store {
  return {
    accounts: new MemoryAccountRepository(options.sessionIdleMs),
    partners: new MemoryPartnerApplicationRepository(),
    tokenSyncs: new MemoryTokenSyncRepository(),
    close: async () => undefined,
  };
}
