import { FEATURE_DEFAULTS, isFeatureName, type FeatureName } from '../../src/domain/features/feature-flags';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { SqlExecutor } from '../store/sql-client';

/** Global switches and per-user overrides (tables `social_features`, `social_feature_overrides`, migration 93). */
export interface FeatureFlagRepository {
  load(): Promise<{ global: { name: string; enabled: boolean }[]; overrides: { userId: number; name: string; enabled: boolean }[] }>;
  /** `enabled` null removes the switch (the default applies again). */
  setGlobal(name: string, enabled: boolean | null): Promise<void>;
  setOverride(userId: number, name: string, enabled: boolean | null): Promise<void>;
}

export class MemoryFeatureFlagRepository implements FeatureFlagRepository {
  async load() {
    return { global: [], overrides: [] };
  }
  async setGlobal() {}
  async setOverride() {}
}

export class SqlFeatureFlagRepository implements FeatureFlagRepository {
  constructor(private readonly db: SqlExecutor) {}

  async load() {
    const global = await this.db.query<{ name: string; enabled: boolean }>('select name, enabled from social_features');
    const overrides = await this.db.query<{ user_id: number | string; name: string; enabled: boolean }>(
      'select user_id, name, enabled from social_feature_overrides',
    );
    return { global: global.rows, overrides: overrides.rows.map((r) => ({ userId: Number(r.user_id), name: r.name, enabled: r.enabled })) };
  }

  async setGlobal(name: string, enabled: boolean | null) {
    if (enabled === null) await this.db.query('delete from social_features where name = $1', [name]);
    else
      await this.db.query(
        'insert into social_features (name, enabled) values ($1, $2) on conflict (name) do update set enabled = excluded.enabled',
        [name, enabled],
      );
  }

  async setOverride(userId: number, name: string, enabled: boolean | null) {
    if (enabled === null) await this.db.query('delete from social_feature_overrides where user_id = $1 and name = $2', [userId, name]);
    else {
      await this.db.query(
        'insert into social_feature_overrides (user_id, name, enabled) values ($1, $2, $3) on conflict (user_id, name) do update set enabled = excluded.enabled',
        [userId, name, enabled],
      );
    }
  }
}

/**
 * The feature flags the social pages read: the defaults (every flag on), the global switches (`public/features`) and,
 * for a signed-in user, their own overrides on top (`private/features`). Set through the control surface
 * (`/__control/social/features`).
 */
export class FeatureFlagService {
  private readonly global = new Map<FeatureName, boolean>();
  private readonly overrides = new Map<number, Map<FeatureName, boolean>>();

  constructor(private readonly repo: FeatureFlagRepository) {}

  async start(): Promise<void> {
    const saved = await this.repo.load();
    for (const g of saved.global) if (isFeatureName(g.name)) this.global.set(g.name, g.enabled);
    for (const o of saved.overrides) if (isFeatureName(o.name)) this.userMap(o.userId).set(o.name, o.enabled);
  }

  publicFeatures(): Record<FeatureName, boolean> {
    return { ...FEATURE_DEFAULTS, ...Object.fromEntries(this.global) };
  }

  privateFeatures(userId: number): Record<FeatureName, boolean> {
    return { ...this.publicFeatures(), ...Object.fromEntries(this.overrides.get(userId) ?? []) };
  }

  async set(name: string, enabled: boolean | null, userId?: number): Promise<void> {
    if (!isFeatureName(name)) throw new ApiError(ErrorCodes.InvalidParameter, `name: unknown feature ${name}`);
    if (userId === undefined) {
      await this.repo.setGlobal(name, enabled);
      if (enabled === null) this.global.delete(name);
      else this.global.set(name, enabled);
      return;
    }
    await this.repo.setOverride(userId, name, enabled);
    if (enabled === null) this.overrides.get(userId)?.delete(name);
    else this.userMap(userId).set(name, enabled);
  }

  private userMap(userId: number): Map<FeatureName, boolean> {
    let map = this.overrides.get(userId);
    if (!map) this.overrides.set(userId, (map = new Map()));
    return map;
  }
}
