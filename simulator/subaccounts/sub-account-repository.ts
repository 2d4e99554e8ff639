import type { WalletMode } from '../../src/domain/subaccounts/collateral';
import type { SqlExecutor } from '../store/sql-client';

/** A sub-account's link to its main account (the sub-account itself is an `accounts` row with main = false). */
export interface SubAccountLink {
  readonly userId: number;
  readonly parentId: number;
  readonly createdTime: number;
}

/** An account's wallet settings: its wallet mode and the collateral tokens it switched off. */
export interface WalletSettings {
  readonly mode: WalletMode;
  readonly disabledCollateral: readonly string[];
}

export const DEFAULT_WALLET_SETTINGS: WalletSettings = { mode: 'SINGLE', disabledCollateral: [] };

/** Sub-account links and wallet settings (migration 67). */
export interface SubAccountRepository {
  link(link: SubAccountLink): Promise<void>;
  /** A main account's sub-accounts, oldest first. */
  subsOf(parentId: number): Promise<SubAccountLink[]>;
  /** The link of a sub-account; undefined for a main account. */
  linkOf(userId: number): Promise<SubAccountLink | undefined>;
  walletSettings(userId: number): Promise<WalletSettings>;
  saveWalletSettings(userId: number, settings: WalletSettings): Promise<void>;
}

export class MemorySubAccountRepository implements SubAccountRepository {
  private readonly links = new Map<number, SubAccountLink>();
  private readonly settings = new Map<number, WalletSettings>();

  async link(link: SubAccountLink): Promise<void> {
    this.links.set(link.userId, { ...link });
  }

  async subsOf(parentId: number): Promise<SubAccountLink[]> {
    return [...this.links.values()].filter((l) => l.parentId === parentId).sort((a, b) => a.userId - b.userId);
  }

  async linkOf(userId: number): Promise<SubAccountLink | undefined> {
    return this.links.get(userId);
  }

  async walletSettings(userId: number): Promise<WalletSettings> {
    return this.settings.get(userId) ?? DEFAULT_WALLET_SETTINGS;
  }

  async saveWalletSettings(userId: number, settings: WalletSettings): Promise<void> {
    this.settings.set(userId, settings);
  }
}

interface LinkRow {
  user_id: string | number;
  parent_id: string | number;
  created_time: string | number;
}
const toLink = (r: LinkRow): SubAccountLink => ({
  userId: Number(r.user_id),
  parentId: Number(r.parent_id),
  createdTime: Number(r.created_time),
});

export class SqlSubAccountRepository implements SubAccountRepository {
  constructor(private readonly db: SqlExecutor) {}

  async link(link: SubAccountLink): Promise<void> {
    await this.db.query('insert into sub_accounts (user_id, parent_id, created_time) values ($1, $2, $3)', [
      link.userId,
      link.parentId,
      link.createdTime,
    ]);
  }

  async subsOf(parentId: number): Promise<SubAccountLink[]> {
    const { rows } = await this.db.query<LinkRow>(
      'select user_id, parent_id, created_time from sub_accounts where parent_id = $1 order by user_id',
      [parentId],
    );
    return rows.map(toLink);
  }

  async linkOf(userId: number): Promise<SubAccountLink | undefined> {
    const { rows } = await this.db.query<LinkRow>('select user_id, parent_id, created_time from sub_accounts where user_id = $1', [userId]);
    return rows.length > 0 ? toLink(rows[0]) : undefined;
  }

  async walletSettings(userId: number): Promise<WalletSettings> {
    const { rows } = await this.db.query<{ body: WalletSettings }>('select body from wallet_settings where user_id = $1', [userId]);
    return rows[0]?.body ?? DEFAULT_WALLET_SETTINGS;
  }

  async saveWalletSettings(userId: number, settings: WalletSettings): Promise<void> {
    await this.db.query(
      'insert into wallet_settings (user_id, body) values ($1, $2) on conflict (user_id) do update set body = excluded.body',
      [userId, JSON.stringify(settings)],
    );
  }
}
