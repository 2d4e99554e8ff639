import type { Account } from './account-repository';
import { ReadCache } from './read-cache';

/** A live session as its row says: whose it is, when it expires and when it was last written as used. */
export interface CachedSession {
  readonly account: Account;
  readonly expiresAt: number;
  lastSeenAt: number;
}

/** Sessions the cache holds at most; past that, the one read longest ago goes. */
export const SESSION_CACHE_LIMIT = 10_000;

/**
 * The sessions table's live rows as the store last read them, by token hash, so that a request's session is not a
 * query (each was ≈ 0.5 ms of Postgres in WebAssembly, the most frequent statement of the simulator). Every statement
 * that ends a session or changes an account goes through `SqlAccountRepository`, which drops what it touches from here
 * (`ReadCache`).
 */
export class SessionCache extends ReadCache<string, CachedSession> {
  constructor(limit = SESSION_CACHE_LIMIT) {
    super(limit);
  }

  /** Drops every session of `userId` (its sessions ended, or its account changed). */
  dropUser(userId: number): void {
    this.dropWhere((session) => session.account.userId === userId);
  }
}
