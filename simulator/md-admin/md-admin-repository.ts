import type { AdminAuditEntry } from '../../src/domain/market-admin/market-admin';
import type { AdminCall } from '../../src/domain/market-admin/market-admin-rules';
import type { OverrideKind } from '../market/market-overrides';
import type { SqlExecutor } from '../store/sql-client';

/** One change of the market-data admin: the domain's audit entry (who, when, which call, the value before and after). */
export type AdminAuditRecord = AdminAuditEntry;

export interface OverrideRecord {
  readonly symbol: string;
  readonly kind: OverrideKind;
  readonly value: string;
}

export interface MdAdminSnapshot {
  readonly admins: readonly string[];
  readonly overrides: readonly OverrideRecord[];
  readonly audit: readonly AdminAuditRecord[];
}

/** The admin role's grants, the overrides and the audit log (durable in PGlite, migration 55). */
export interface MdAdminRepository {
  load(): Promise<MdAdminSnapshot>;
  /** Grants the role to an email (lower case); idempotent. */
  grant(email: string, now: number): Promise<void>;
  revoke(email: string): Promise<void>;
  setOverride(symbol: string, kind: OverrideKind, value: string | null): Promise<void>;
  appendAudit(entry: Omit<AdminAuditRecord, 'id'>): Promise<AdminAuditRecord>;
}

export class MemoryMdAdminRepository implements MdAdminRepository {
  private readonly admins = new Set<string>();
  private readonly overrides = new Map<string, OverrideRecord>();
  private readonly audit: AdminAuditRecord[] = [];

  async load(): Promise<MdAdminSnapshot> {
    return { admins: [...this.admins], overrides: [...this.overrides.values()], audit: [...this.audit] };
  }

  async grant(email: string): Promise<void> {
    this.admins.add(email);
  }

  async revoke(email: string): Promise<void> {
    this.admins.delete(email);
  }

  async setOverride(symbol: string, kind: OverrideKind, value: string | null): Promise<void> {
    if (value === null) this.overrides.delete(`${symbol}/${kind}`);
    else this.overrides.set(`${symbol}/${kind}`, { symbol, kind, value });
  }

  async appendAudit(entry: Omit<AdminAuditRecord, 'id'>): Promise<AdminAuditRecord> {
    const record = { ...entry, id: this.audit.length + 1 };
    this.audit.push(record);
    return record;
  }
}

const n = (value: string | number | bigint): number => Number(value);

export class SqlMdAdminRepository implements MdAdminRepository {
  constructor(private readonly db: SqlExecutor) {}

  async load(): Promise<MdAdminSnapshot> {
    const admins = await this.db.query<{ email: string }>('select email from md_admins order by email');
    const overrides = await this.db.query<OverrideRecord>('select symbol, kind, value from md_overrides');
    const audit = await this.db.query<{
      id: string;
      user_id: string;
      email: string | null;
      created_time: string;
      call: AdminCall;
      symbol: string;
      old_value: string | null;
      new_value: string | null;
    }>('select id, user_id, email, created_time, call, symbol, old_value, new_value from md_admin_audit order by id');
    return {
      admins: admins.rows.map((r) => r.email),
      overrides: overrides.rows.map((r) => ({ symbol: r.symbol, kind: r.kind, value: r.value })),
      audit: audit.rows.map((r) => ({
        id: n(r.id),
        userId: n(r.user_id),
        email: r.email,
        timestamp: n(r.created_time),
        call: r.call,
        symbol: r.symbol,
        oldValue: r.old_value,
        newValue: r.new_value,
      })),
    };
  }

  async grant(email: string, now: number): Promise<void> {
    await this.db.query('insert into md_admins (email, granted_at) values ($1, $2) on conflict (email) do nothing', [email, now]);
  }

  async revoke(email: string): Promise<void> {
    await this.db.query('delete from md_admins where email = $1', [email]);
  }

  async setOverride(symbol: string, kind: OverrideKind, value: string | null): Promise<void> {
    if (value === null) await this.db.query('delete from md_overrides where symbol = $1 and kind = $2', [symbol, kind]);
    else {
      await this.db.query(
        'insert into md_overrides (symbol, kind, value) values ($1, $2, $3) on conflict (symbol, kind) do update set value = excluded.value',
        [symbol, kind, value],
      );
    }
  }

  async appendAudit(entry: Omit<AdminAuditRecord, 'id'>): Promise<AdminAuditRecord> {
    const { rows } = await this.db.query<{ id: string }>(
      'insert into md_admin_audit (user_id, email, created_time, call, symbol, old_value, new_value) values ($1, $2, $3, $4, $5, $6, $7) returning id',
      [entry.userId, entry.email, entry.timestamp, entry.call, entry.symbol, entry.oldValue, entry.newValue],
    );
    return { ...entry, id: n(rows[0].id) };
  }
}
