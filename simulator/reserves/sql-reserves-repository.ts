import type { SqlExecutor } from '../store/sql-client';
import type { AuditRecord, BalanceRecord, ReservesRepository } from './reserves-repository';

interface AuditRow {
  audit_id: string;
  audit_time: string | number;
  record_id: string;
  seed: string | number;
  entries: AuditRecord['entries'] | string;
}

/** The PGlite repository (migration 20 `reserves`). */
export class SqlReservesRepository implements ReservesRepository {
  constructor(private readonly db: SqlExecutor) {}

  async balances(): Promise<BalanceRecord[]> {
    const { rows } = await this.db.query<{ user_id: string | number; token: string; amount: string }>(
      'select user_id, token, amount from reserve_balances order by user_id, token',
    );
    return rows.map((r) => ({ userId: Number(r.user_id), token: r.token, amount: r.amount }));
  }

  async setBalance(userId: number, token: string, amount: string): Promise<void> {
    await this.db.query(
      'insert into reserve_balances (user_id, token, amount) values ($1, $2, $3) on conflict (user_id, token) do update set amount = excluded.amount',
      [userId, token, amount],
    );
  }

  async audits(): Promise<AuditRecord[]> {
    const { rows } = await this.db.query<AuditRow>(
      'select audit_id, audit_time, record_id, seed, entries from reserve_audits order by audit_time desc',
    );
    return rows.map((r) => ({
      auditId: r.audit_id,
      auditTime: Number(r.audit_time),
      recordId: r.record_id,
      seed: Number(r.seed),
      entries: typeof r.entries === 'string' ? JSON.parse(r.entries) : r.entries,
    }));
  }

  async saveAudit(a: AuditRecord): Promise<void> {
    await this.db.query('insert into reserve_audits (audit_id, audit_time, record_id, seed, entries) values ($1, $2, $3, $4, $5)', [
      a.auditId,
      a.auditTime,
      a.recordId,
      a.seed,
      JSON.stringify(a.entries),
    ]);
  }
}
