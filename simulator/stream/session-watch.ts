import type { Account, AccountPatch, AccountRepository, NewAccount, Session, Store } from '../store/account-repository';
import { tokenHash } from '../store/account-repository';

/** Who is told when sessions end (the private stream closes the sockets they authenticated). */
export interface SessionEndListener {
  sessionEnded(hash: string): void;
  sessionsOfUserEnded(userId: number): void;
}

/**
 * The account repository, telling `listener` of every session it ends: a log out, a removed device (by hash), a
 * sign-out everywhere or a revoked identity (every session of the account), the old session of an account switch.
 */
export class SessionWatchingAccounts implements AccountRepository {
  constructor(
    private readonly inner: AccountRepository,
    private readonly listener: () => SessionEndListener | undefined,
  ) {}

  createAccount(input: NewAccount, now: number): Promise<Account> {
    return this.inner.createAccount(input, now);
  }

  findAccountById(userId: number): Promise<Account | undefined> {
    return this.inner.findAccountById(userId);
  }

  findAccountByFirebaseUid(firebaseUid: string): Promise<Account | undefined> {
    return this.inner.findAccountByFirebaseUid(firebaseUid);
  }

  findOrCreateByFirebaseUid(input: NewAccount & { readonly firebaseUid: string }, now: number): Promise<Account> {
    return this.inner.findOrCreateByFirebaseUid(input, now);
  }

  createSession(userId: number, ttlMs: number, now: number): Promise<Session> {
    return this.inner.createSession(userId, ttlMs, now);
  }

  findAccountBySession(token: string, now: number): Promise<Account | undefined> {
    return this.inner.findAccountBySession(token, now);
  }

  async deleteSession(token: string): Promise<void> {
    await this.inner.deleteSession(token);
    this.listener()?.sessionEnded(tokenHash(token));
  }

  async deleteSessionByHash(hash: string): Promise<void> {
    await this.inner.deleteSessionByHash(hash);
    this.listener()?.sessionEnded(hash);
  }

  async deleteSessionsOfUser(userId: number): Promise<number> {
    const ended = await this.inner.deleteSessionsOfUser(userId);
    this.listener()?.sessionsOfUserEnded(userId);
    return ended;
  }

  deleteExpiredSessions(now: number): Promise<number> {
    return this.inner.deleteExpiredSessions(now);
  }

  updateAccount(userId: number, patch: AccountPatch): Promise<Account | undefined> {
    return this.inner.updateAccount(userId, patch);
  }

  listCoolNames(): Promise<{ userId: number; coolName: string }[]> {
    return this.inner.listCoolNames();
  }
}

/** The store with its accounts watched (the store's other parts as they are). */
export function withSessionWatch(store: Store, listener: () => SessionEndListener | undefined): Store {
  return { ...store, accounts: new SessionWatchingAccounts(store.accounts, listener) };
}
