import { MemoryTokenSyncRepository } from '../auth/token-sync-repository';
import { MemoryPartnerApplicationRepository } from '../partners/partner-repository';
import {
  defaultAlias, newApplicationId, newSessionToken,
  type Account, type AccountPatch, type AccountRepository, type NewAccount, type Session, type Store,
} from './account-repository';

/** The same contract as the SQL repository, kept in memory (unit tests, throw-away runs). */
export class MemoryAccountRepository implements AccountRepository {
  private readonly accounts = new Map<number, Account>();
  private readonly sessions = new Map<string, Session>();
  private nextUserId = 10001;

  async createAccount(input: NewAccount, now: number): Promise<Account> {
    const userId = this.nextUserId++;
    const taken = [...this.accounts.values()].some(
      (a) => input.firebaseUid != null && a.firebaseUid === input.firebaseUid,
    );
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
    this.sessions.set(session.token, session);
    return session;
  }

  async findAccountBySession(token: string, now: number): Promise<Account | undefined> {
    const session = this.sessions.get(token);
    return session && session.expiresAt > now ? this.accounts.get(session.userId) : undefined;
  }

  async deleteSession(token: string): Promise<void> {
    this.sessions.delete(token);
  }

  async updateAccount(userId: number, patch: AccountPatch): Promise<Account | undefined> {
    const account = this.accounts.get(userId);
    if (!account) return undefined;
    const updated = { ...account, ...patch };
    this.accounts.set(userId, updated);
    return updated;
  }

  async deleteExpiredSessions(now: number): Promise<number> {
    const expired = [...this.sessions.values()].filter((s) => s.expiresAt <= now);
    expired.forEach((s) => this.sessions.delete(s.token));
    return expired.length;
  }
}

export function memoryStore(): Store {
  return { accounts: new MemoryAccountRepository(), partners: new MemoryPartnerApplicationRepository(), tokenSyncs: new MemoryTokenSyncRepository(), close: async () => undefined };
}
