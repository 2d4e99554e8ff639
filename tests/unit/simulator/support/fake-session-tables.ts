import type { SqlExecutor } from '../../../../simulator/store/sql-client';

interface SessionRow {
  token: string;
  user_id: number;
  expires_at: number;
  last_seen_at: number;
}

/**
 * The sessions and accounts tables as `SqlAccountRepository` and `SqlAccountCentreRepository` use them, in memory,
 * answering the statements they send (by their text); every statement is logged, and `hold()` keeps the next
 * answers back until `release()` (statements in flight together, answered out of order).
 */
export class FakeSessionTables implements SqlExecutor {
  readonly sessions: SessionRow[] = [];
  readonly aliases = new Map<number, string>();
  readonly settings = new Map<number, string>();
  readonly log: string[] = [];
  private held: (() => void)[] | undefined;

  /** How many statements so far began with `prefix`. */
  count(prefix: string): number {
    return this.log.filter((sql) => sql.startsWith(prefix)).length;
  }

  hold(): void {
    this.held = [];
  }

  /** Lets the held answers go, the last statement's first (a read's answer arriving after a later write's). */
  async release(): Promise<void> {
    const held = this.held ?? [];
    this.held = undefined;
    for (const answer of held.reverse()) {
      answer();
      await new Promise((resolve) => setImmediate(resolve)); // its caller goes on before the next answer
    }
  }

  async exec(): Promise<unknown> {
    throw new Error('not used');
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<{ rows: T[] }> {
    const text = sql.replace(/\s+/g, ' ').trim();
    this.log.push(text);
    // the statement runs now (as Postgres would, in order); only its answer may be held back
    const rows = this.run(text, params) as T[];
    if (this.held) await new Promise<void>((resolve) => this.held!.push(resolve));
    return { rows };
  }

  private run(text: string, p: unknown[]): unknown[] {
    if (text.startsWith('select a.user_id')) {
      const [token, now, idleSince] = p as [string, number, number];
      const s = this.sessions.find((r) => r.token === token && r.expires_at > now && r.last_seen_at > idleSince);
      return s ? [{ ...this.account(s.user_id), expires_at: s.expires_at, last_seen_at: s.last_seen_at }] : [];
    }
    if (text.startsWith('insert into sessions')) {
      const [token, user_id, expires_at, last_seen_at] = p as [string, number, number, number];
      this.sessions.push({ token, user_id, expires_at, last_seen_at });
      return [];
    }
    if (text.startsWith('update sessions set last_seen_at')) {
      for (const s of this.sessions) if (s.token === p[0] && s.last_seen_at < (p[1] as number)) s.last_seen_at = p[1] as number;
      return [];
    }
    if (text.startsWith('delete from sessions where token')) return this.remove((s) => s.token === p[0]);
    if (text.startsWith('delete from sessions where user_id')) return this.remove((s) => s.user_id === p[0]);
    if (text.startsWith('delete from sessions where expires_at'))
      return this.remove((s) => s.expires_at <= (p[0] as number) || s.last_seen_at <= (p[1] as number));
    if (text.startsWith('update accounts a set')) {
      if (typeof p[5] === 'string') this.aliases.set(p[0] as number, p[5]);
      return [this.account(p[0] as number)];
    }
    if (text.startsWith('select body from account_settings')) {
      const body = this.settings.get(p[0] as number);
      return body === undefined ? [] : [{ body: JSON.parse(body) }];
    }
    if (text.startsWith('insert into account_settings')) {
      this.settings.set(p[0] as number, p[1] as string);
      return [];
    }
    throw new Error(`unexpected statement: ${text}`);
  }

  private remove(ends: (s: SessionRow) => boolean): { token: string }[] {
    const gone = this.sessions.filter(ends);
    for (const s of gone) this.sessions.splice(this.sessions.indexOf(s), 1);
    return gone.map((s) => ({ token: s.token }));
  }

  private account(userId: number) {
    return {
      user_id: userId,
      application_id: `app-${userId}`,
      firebase_uid: null,
      email: null,
      alias: this.aliases.get(userId) ?? `user-${userId}`,
      main: true,
      eu: false,
      language: null,
      cool_name: null,
      created_at: 0,
      email_verified: false,
    };
  }
}
