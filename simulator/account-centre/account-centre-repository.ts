import type { AccountSettings } from '../../src/domain/account/account-settings';
import { ReadCache } from '../store/read-cache';
import type { SqlExecutor } from '../store/sql-client';

/** One watchlist as stored (migration 88). */
export interface StoredWatchlist {
  readonly id: number;
  readonly userId: number;
  readonly name: string;
  readonly symbols: readonly string[];
  readonly isDefault: boolean;
  readonly createdTime: number;
}

/** One satisfaction-survey answer. */
export interface SurveyAnswer {
  readonly userId: number;
  readonly themeId: string;
  readonly score: number;
  readonly comment: string;
  readonly createdTime: number;
}

/** The account centre's records: settings per account, watchlists, survey answers; durable in PGlite. */
export interface AccountCentreRepository {
  settings(userId: number): Promise<Partial<AccountSettings> | undefined>;
  saveSettings(userId: number, settings: AccountSettings): Promise<void>;
  watchlists(userId: number): Promise<StoredWatchlist[]>;
  createWatchlist(userId: number, name: string, symbols: readonly string[], isDefault: boolean, now: number): Promise<StoredWatchlist>;
  updateWatchlist(list: StoredWatchlist): Promise<void>;
  deleteWatchlist(userId: number, id: number): Promise<void>;
  addSurveyAnswer(answer: SurveyAnswer): Promise<void>;
  surveyAnswers(userId: number): Promise<SurveyAnswer[]>;
}

export class MemoryAccountCentreRepository implements AccountCentreRepository {
  private readonly settingsOf = new Map<number, AccountSettings>();
  private readonly lists = new Map<number, StoredWatchlist>();
  private readonly answers: SurveyAnswer[] = [];
  private nextId = 1;

  async settings(userId: number) {
    return this.settingsOf.get(userId);
  }
  async saveSettings(userId: number, settings: AccountSettings) {
    this.settingsOf.set(userId, settings);
  }
  async watchlists(userId: number) {
    return [...this.lists.values()].filter((l) => l.userId === userId).sort((a, b) => a.id - b.id);
  }
  async createWatchlist(userId: number, name: string, symbols: readonly string[], isDefault: boolean, now: number) {
    const list: StoredWatchlist = { id: this.nextId++, userId, name, symbols, isDefault, createdTime: now };
    this.lists.set(list.id, list);
    return list;
  }
  async updateWatchlist(list: StoredWatchlist) {
    this.lists.set(list.id, list);
  }
  async deleteWatchlist(userId: number, id: number) {
    if (this.lists.get(id)?.userId === userId) this.lists.delete(id);
  }
  async addSurveyAnswer(answer: SurveyAnswer) {
    this.answers.push(answer);
  }
  async surveyAnswers(userId: number) {
    return this.answers.filter((a) => a.userId === userId);
  }
}

interface ListRow {
  id: number;
  user_id: number;
  name: string;
  symbols: string[];
  is_default: boolean;
  created_time: number | string;
}
const toList = (r: ListRow): StoredWatchlist => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  name: r.name,
  symbols: r.symbols,
  isDefault: r.is_default,
  createdTime: Number(r.created_time),
});

/** Accounts whose settings are kept at most; past that, the one read longest ago goes. */
const SETTINGS_KEPT = 10_000;

/**
 * The account centre's records in Postgres (PGlite). Settings are kept as last read (the region gate reads them on
 * every order, `ReadCache`): `saveSettings` is the table's one write.
 */
export class SqlAccountCentreRepository implements AccountCentreRepository {
  private readonly settingsRead = new ReadCache<number, Partial<AccountSettings> | undefined>(SETTINGS_KEPT);

  constructor(private readonly db: SqlExecutor) {}

  async settings(userId: number) {
    if (this.settingsRead.has(userId)) return this.settingsRead.get(userId);
    const mark = this.settingsRead.mark();
    const { rows } = await this.db.query<{ body: Partial<AccountSettings> }>('select body from account_settings where user_id = $1', [
      userId,
    ]);
    const body = rows[0]?.body;
    this.settingsRead.keep(userId, body, mark);
    return body;
  }
  async saveSettings(userId: number, settings: AccountSettings) {
    await this.settingsRead.around(
      () => this.settingsRead.drop(userId),
      () =>
        this.db.query(
          'insert into account_settings (user_id, body) values ($1, $2) on conflict (user_id) do update set body = excluded.body',
          [userId, JSON.stringify(settings)],
        ),
    );
  }
  async watchlists(userId: number) {
    const { rows } = await this.db.query<ListRow>('select * from account_watchlists where user_id = $1 order by id', [userId]);
    return rows.map(toList);
  }
  async createWatchlist(userId: number, name: string, symbols: readonly string[], isDefault: boolean, now: number) {
    const { rows } = await this.db.query<ListRow>(
      'insert into account_watchlists (user_id, name, symbols, is_default, created_time) values ($1, $2, $3, $4, $5) returning *',
      [userId, name, JSON.stringify(symbols), isDefault, now],
    );
    return toList(rows[0]);
  }
  async updateWatchlist(list: StoredWatchlist) {
    await this.db.query('update account_watchlists set name = $3, symbols = $4 where id = $1 and user_id = $2', [
      list.id,
      list.userId,
      list.name,
      JSON.stringify(list.symbols),
    ]);
  }
  async deleteWatchlist(userId: number, id: number) {
    await this.db.query('delete from account_watchlists where id = $1 and user_id = $2', [id, userId]);
  }
  async addSurveyAnswer(a: SurveyAnswer) {
    await this.db.query(
      'insert into account_survey_answers (user_id, theme_id, score, comment, created_time) values ($1, $2, $3, $4, $5)',
      [a.userId, a.themeId, a.score, a.comment, a.createdTime],
    );
  }
  async surveyAnswers(userId: number) {
    const { rows } = await this.db.query<{
      user_id: number;
      theme_id: string;
      score: number;
      comment: string;
      created_time: number | string;
    }>('select * from account_survey_answers where user_id = $1 order by id', [userId]);
    return rows.map((r) => ({
      userId: Number(r.user_id),
      themeId: r.theme_id,
      score: r.score,
      comment: r.comment,
      createdTime: Number(r.created_time),
    }));
  }
}
