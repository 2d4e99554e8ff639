import type { SavedAddress } from '../../src/domain/wallet/address-book';
import type { SqlExecutor } from '../store/sql-client';

/** One account's withdrawal settings: whitelist mode and a withdrawal lock (`lockedUntil`, ms; 0 = none). */
export interface WalletSettingsRecord {
  readonly userId: number;
  readonly whitelistMode: boolean;
  readonly lockedUntil: number;
  readonly lockReason: string;
}

export interface SavedAddressRecord extends SavedAddress {
  readonly userId: number;
}

export interface AddressBookSnapshot {
  readonly addresses: readonly SavedAddressRecord[];
  readonly settings: readonly WalletSettingsRecord[];
}

/** The address book and the withdrawal settings (durable in PGlite, migration 63). */
export interface AddressBookRepository {
  load(): Promise<AddressBookSnapshot>;
  save(row: SavedAddressRecord): Promise<void>;
  remove(userId: number, id: number): Promise<void>;
  settings(row: WalletSettingsRecord): Promise<void>;
}

export class MemoryAddressBookRepository implements AddressBookRepository {
  private readonly addresses = new Map<number, SavedAddressRecord>();
  private readonly rows = new Map<number, WalletSettingsRecord>();

  async load(): Promise<AddressBookSnapshot> {
    return { addresses: [...this.addresses.values()], settings: [...this.rows.values()] };
  }

  async save(row: SavedAddressRecord): Promise<void> {
    this.addresses.set(row.id, row);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (this.addresses.get(id)?.userId === userId) this.addresses.delete(id);
  }

  async settings(row: WalletSettingsRecord): Promise<void> {
    this.rows.set(row.userId, row);
  }
}

export class SqlAddressBookRepository implements AddressBookRepository {
  constructor(private readonly db: SqlExecutor) {}

  async load(): Promise<AddressBookSnapshot> {
    const a = await this.db.query<{ body: SavedAddressRecord }>('select body from wallet_address_book order by id');
    const s = await this.db.query<{ body: WalletSettingsRecord }>('select body from withdraw_settings');
    return { addresses: a.rows.map((r) => r.body), settings: s.rows.map((r) => r.body) };
  }

  async save(row: SavedAddressRecord): Promise<void> {
    await this.db.query(
      'insert into wallet_address_book (id, user_id, body) values ($1, $2, $3) on conflict (id) do update set body = excluded.body',
      [row.id, row.userId, JSON.stringify(row)],
    );
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.db.query('delete from wallet_address_book where id = $1 and user_id = $2', [id, userId]);
  }

  async settings(row: WalletSettingsRecord): Promise<void> {
    await this.db.query(
      'insert into withdraw_settings (user_id, body) values ($1, $2) on conflict (user_id) do update set body = excluded.body',
      [row.userId, JSON.stringify(row)],
    );
  }
}
