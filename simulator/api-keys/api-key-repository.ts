import type { ApiKeyPermission } from '../../src/domain/api-keys/api-key';
import type { SqlExecutor } from '../store/sql-client';

/**
 * One API key as the simulator keeps it. The secret is kept as issued (not hashed): verifying an HMAC signature
 * needs it, as on the real exchange. It leaves the simulator once, in the answer to `create_credential`.
 */
export interface ApiKeyRecord {
  readonly apiKey: string;
  readonly secret: string;
  readonly userId: number;
  readonly label: string;
  readonly permissions: readonly ApiKeyPermission[];
  readonly allowedIps: readonly string[];
  readonly createdTime: number;
  readonly expireTime: number | null;
}

/** API keys (durable in PGlite, migration 71). */
export interface ApiKeyRepository {
  insert(record: ApiKeyRecord): Promise<void>;
  find(apiKey: string): Promise<ApiKeyRecord | undefined>;
  /** The user's keys, newest first. */
  listOf(userId: number): Promise<ApiKeyRecord[]>;
  update(apiKey: string, patch: { allowedIps: readonly string[]; expireTime: number | null }): Promise<void>;
  delete(apiKey: string): Promise<void>;
}

export class MemoryApiKeyRepository implements ApiKeyRepository {
  private readonly keys = new Map<string, ApiKeyRecord>();

  async insert(record: ApiKeyRecord): Promise<void> {
    this.keys.set(record.apiKey, record);
  }

  async find(apiKey: string): Promise<ApiKeyRecord | undefined> {
    return this.keys.get(apiKey);
  }

  async listOf(userId: number): Promise<ApiKeyRecord[]> {
    return [...this.keys.values()].filter((k) => k.userId === userId).reverse();
  }

  async update(apiKey: string, patch: { allowedIps: readonly string[]; expireTime: number | null }): Promise<void> {
    const key = this.keys.get(apiKey);
    if (key) this.keys.set(apiKey, { ...key, ...patch });
  }

  async delete(apiKey: string): Promise<void> {
    this.keys.delete(apiKey);
  }
}

interface Row {
  api_key: string;
  secret: string;
  user_id: string;
  label: string;
  permissions: string[];
  allowed_ips: string[];
  created_time: string;
  expire_time: string | null;
}

const recordOf = (r: Row): ApiKeyRecord => ({
  apiKey: r.api_key,
  secret: r.secret,
  userId: Number(r.user_id),
  label: r.label,
  permissions: r.permissions as ApiKeyPermission[],
  allowedIps: r.allowed_ips,
  createdTime: Number(r.created_time),
  expireTime: r.expire_time === null ? null : Number(r.expire_time),
});

const COLUMNS = 'api_key, secret, user_id, label, permissions, allowed_ips, created_time, expire_time';

export class SqlApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly db: SqlExecutor) {}

  async insert(k: ApiKeyRecord): Promise<void> {
    await this.db.query(`insert into api_keys (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8)`, [
      k.apiKey,
      k.secret,
      k.userId,
      k.label,
      JSON.stringify(k.permissions),
      JSON.stringify(k.allowedIps),
      k.createdTime,
      k.expireTime,
    ]);
  }

  async find(apiKey: string): Promise<ApiKeyRecord | undefined> {
    const { rows } = await this.db.query<Row>(`select ${COLUMNS} from api_keys where api_key = $1`, [apiKey]);
    return rows[0] ? recordOf(rows[0]) : undefined;
  }

  async listOf(userId: number): Promise<ApiKeyRecord[]> {
    const { rows } = await this.db.query<Row>(`select ${COLUMNS} from api_keys where user_id = $1 order by created_time desc, api_key`, [
      userId,
    ]);
    return rows.map(recordOf);
  }

  async update(apiKey: string, patch: { allowedIps: readonly string[]; expireTime: number | null }): Promise<void> {
    await this.db.query('update api_keys set allowed_ips = $2, expire_time = $3 where api_key = $1', [
      apiKey,
      JSON.stringify(patch.allowedIps),
      patch.expireTime,
    ]);
  }

  async delete(apiKey: string): Promise<void> {
    await this.db.query('delete from api_keys where api_key = $1', [apiKey]);
  }
}
