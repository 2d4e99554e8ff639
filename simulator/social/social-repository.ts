import type { SqlExecutor } from '../store/sql-client';

/** What a trader shows to others on the profile (`user-profiles/settings`). */
export interface ProfileSettings {
  readonly showPnl: boolean;
  readonly showPortfolio: boolean;
  readonly showTradingActivity: boolean;
  readonly showPositions: boolean;
  /** Listed on the public leaderboards: off until the member opts in (simulated traders are always listed). */
  readonly showOnLeaderboard: boolean;
}

export const DEFAULT_PROFILE_SETTINGS: ProfileSettings = {
  showPnl: true,
  showPortfolio: true,
  showTradingActivity: true,
  showPositions: true,
  showOnLeaderboard: false,
};

export interface Following {
  readonly userId: number;
  readonly followedTime: number;
}

/** Followings and profile settings (tables `social_followings`, `social_profile_settings`, migration 73). */
export interface SocialRepository {
  follow(userId: number, target: number, now: number): Promise<void>;
  unfollow(userId: number, target: number): Promise<void>;
  /** Whom `userId` follows, newest first. */
  followings(userId: number): Promise<Following[]>;
  followerCount(target: number): Promise<number>;
  settings(userId: number): Promise<ProfileSettings>;
  saveSettings(userId: number, settings: ProfileSettings): Promise<void>;
}

export class MemorySocialRepository implements SocialRepository {
  private readonly follows = new Map<string, { userId: number; target: number; at: number }>();
  private readonly profile = new Map<number, ProfileSettings>();

  async follow(userId: number, target: number, now: number): Promise<void> {
    const key = `${userId} ${target}`;
    if (!this.follows.has(key)) this.follows.set(key, { userId, target, at: now });
  }

  async unfollow(userId: number, target: number): Promise<void> {
    this.follows.delete(`${userId} ${target}`);
  }

  async followings(userId: number): Promise<Following[]> {
    return [...this.follows.values()]
      .filter((f) => f.userId === userId)
      .sort((a, b) => b.at - a.at || b.target - a.target)
      .map((f) => ({ userId: f.target, followedTime: f.at }));
  }

  async followerCount(target: number): Promise<number> {
    return [...this.follows.values()].filter((f) => f.target === target).length;
  }

  async settings(userId: number): Promise<ProfileSettings> {
    return this.profile.get(userId) ?? DEFAULT_PROFILE_SETTINGS;
  }

  async saveSettings(userId: number, settings: ProfileSettings): Promise<void> {
    this.profile.set(userId, { ...settings });
  }
}

export class SqlSocialRepository implements SocialRepository {
  /** `db` is shared with the social area's other tables (Twitter links, feature flags: simulator/social/register-social.ts). */
  constructor(readonly db: SqlExecutor) {}

  async follow(userId: number, target: number, now: number): Promise<void> {
    await this.db.query('insert into social_followings (user_id, target_user_id, created_at) values ($1, $2, $3) on conflict do nothing', [
      userId,
      target,
      now,
    ]);
  }

  async unfollow(userId: number, target: number): Promise<void> {
    await this.db.query('delete from social_followings where user_id = $1 and target_user_id = $2', [userId, target]);
  }

  async followings(userId: number): Promise<Following[]> {
    const { rows } = await this.db.query<{ target_user_id: number | string; created_at: number | string }>(
      'select target_user_id, created_at from social_followings where user_id = $1 order by created_at desc, target_user_id desc',
      [userId],
    );
    return rows.map((r) => ({ userId: Number(r.target_user_id), followedTime: Number(r.created_at) }));
  }

  async followerCount(target: number): Promise<number> {
    const { rows } = await this.db.query<{ n: number | string }>('select count(*) as n from social_followings where target_user_id = $1', [
      target,
    ]);
    return Number(rows[0]?.n ?? 0);
  }

  async settings(userId: number): Promise<ProfileSettings> {
    const { rows } = await this.db.query<{ body: ProfileSettings | string }>(
      'select body from social_profile_settings where user_id = $1',
      [userId],
    );
    const body = rows[0]?.body;
    if (body === undefined) return DEFAULT_PROFILE_SETTINGS;
    return { ...DEFAULT_PROFILE_SETTINGS, ...(typeof body === 'string' ? (JSON.parse(body) as ProfileSettings) : body) };
  }

  async saveSettings(userId: number, settings: ProfileSettings): Promise<void> {
    await this.db.query(
      'insert into social_profile_settings (user_id, body) values ($1, $2) on conflict (user_id) do update set body = excluded.body',
      [userId, JSON.stringify(settings)],
    );
  }
}
