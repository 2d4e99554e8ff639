import type { SqlExecutor } from '../store/sql-client';

/** The auth-token sync endpoint's record: which Firebase user last synced, and when. */
export interface TokenSync {
  readonly firebaseUid: string;
  readonly issuedAt: number;
  readonly syncedAt: number;
}

export interface TokenSyncRepository {
  save(sync: TokenSync): Promise<void>;
  find(firebaseUid: string): Promise<TokenSync | undefined>;
  delete(firebaseUid: string): Promise<void>;
}

export class MemoryTokenSyncRepository implements TokenSyncRepository {
  private readonly rows = new Map<string, TokenSync>();
  async save(sync: TokenSync): Promise<void> {
    this.rows.set(sync.firebaseUid, sync);
  }
  async find(firebaseUid: string): Promise<TokenSync | undefined> {
    return this.rows.get(firebaseUid);
  }
  async delete(firebaseUid: string): Promise<void> {
    this.rows.delete(firebaseUid);
  }
}

/** `auth_token_syncs` (migration 10). */
export class SqlTokenSyncRepository implements TokenSyncRepository {
  constructor(private readonly db: SqlExecutor) {}

  async save(sync: TokenSync): Promise<void> {
    await this.db.query(
      `insert into auth_token_syncs (firebase_uid, issued_at, synced_at) values ($1, $2, $3)
       on conflict (firebase_uid) do update set issued_at = excluded.issued_at, synced_at = excluded.synced_at`,
      [sync.firebaseUid, sync.issuedAt, sync.syncedAt],
    );
  }

  async find(firebaseUid: string): Promise<TokenSync | undefined> {
    const { rows } = await this.db.query<{ firebase_uid: string; issued_at: string | number; synced_at: string | number }>(
      'select firebase_uid, issued_at, synced_at from auth_token_syncs where firebase_uid = $1',
      [firebaseUid],
    );
    return rows[0] && { firebaseUid: rows[0].firebase_uid, issuedAt: Number(rows[0].issued_at), syncedAt: Number(rows[0].synced_at) };
  }

  async delete(firebaseUid: string): Promise<void> {
    await this.db.query('delete from auth_token_syncs where firebase_uid = $1', [firebaseUid]);
  }
}
