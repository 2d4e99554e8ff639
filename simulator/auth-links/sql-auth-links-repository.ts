import type { SqlExecutor } from '../store/sql-client';
import type { AuthLinksRepository, AuthLinksState } from './auth-links-records';

/** Linked accounts and email changes in PGlite (migration 90, `auth_links`): one jsonb body per account. */
export class SqlAuthLinksRepository implements AuthLinksRepository {
  constructor(private readonly db: SqlExecutor) {}

  async load(): Promise<Map<number, AuthLinksState>> {
    const { rows } = await this.db.query<{ user_id: string | number; body: AuthLinksState }>('select user_id, body from auth_links');
    return new Map(rows.map((r) => [Number(r.user_id), r.body]));
  }

  async save(userId: number, state: AuthLinksState): Promise<void> {
    await this.db.query('insert into auth_links (user_id, body) values ($1, $2) on conflict (user_id) do update set body = excluded.body', [
      userId,
      JSON.stringify(state),
    ]);
  }
}
