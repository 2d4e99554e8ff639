import type { Account } from './account-repository';

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
 * query (each was ≈ 0.5 ms of Postgres in WebAssembly, the most frequent statement of the simulator). This process is
 * the store's only writer (ADR 0017) and every statement that ends a session or changes an account goes through
 * `SqlAccountRepository`, which drops what it touches from here before the statement and again once it is done.
 * A row read while such a change was under way is not kept (`generation`): the next read asks the table again.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private generation = 0;

  constructor(private readonly limit = SESSION_CACHE_LIMIT) {}

  get(hash: string): CachedSession | undefined {
    return this.entries.get(hash);
  }

  /** A mark to pass to `keep`: a read that began before a drop is not kept. */
  mark(): number {
    return this.generation;
  }

  /** Keeps `session` as read since `mark` unless something was dropped since. */
  keep(hash: string, session: CachedSession, mark: number): void {
    if (mark !== this.generation) return;
    this.entries.delete(hash);
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, session);
  }

  /** Drops one session. */
  drop(hash: string): void {
    this.generation += 1;
    this.entries.delete(hash);
  }

  /** Drops every session of `userId` (its sessions ended, or its account changed). */
  dropUser(userId: number): void {
    this.generation += 1;
    for (const [hash, session] of this.entries) if (session.account.userId === userId) this.entries.delete(hash);
  }

  get size(): number {
    return this.entries.size;
  }
}
