import type { SqlExecutor } from '../store/sql-client';
import type { ActivityRecord, DeviceRecord, MailRecord, SecurityRepository, SecurityState } from './security-records';

/** The security centre in PGlite (migration 69): one jsonb body per row, the keys the reads need as columns. */
export class SqlSecurityRepository implements SecurityRepository {
  constructor(private readonly db: SqlExecutor) {}

  async load() {
    const states = new Map<number, SecurityState>();
    const s = await this.db.query<{ user_id: string | number; body: SecurityState }>('select user_id, body from security_states');
    for (const row of s.rows) states.set(Number(row.user_id), row.body);
    const d = await this.db.query<{ body: DeviceRecord }>('select body from security_devices order by id');
    const a = await this.db.query<{ body: ActivityRecord }>('select body from security_activity order by id');
    const m = await this.db.query<{ body: MailRecord }>('select body from mail_outbox order by id');
    return { states, devices: d.rows.map((r) => r.body), activity: a.rows.map((r) => r.body), mail: m.rows.map((r) => r.body) };
  }

  async saveState(userId: number, state: SecurityState): Promise<void> {
    await this.db.query(
      'insert into security_states (user_id, body) values ($1, $2) on conflict (user_id) do update set body = excluded.body',
      [userId, JSON.stringify(state)],
    );
  }

  async saveDevice(device: DeviceRecord): Promise<void> {
    await this.db.query(
      `insert into security_devices (id, user_id, token_hash, body) values ($1, $2, $3, $4)
       on conflict (id) do update set token_hash = excluded.token_hash, body = excluded.body`,
      [device.id, device.userId, device.tokenHash, JSON.stringify(device)],
    );
  }

  async deleteDevice(device: DeviceRecord): Promise<void> {
    await this.db.query('delete from security_devices where id = $1', [device.id]);
  }

  async addActivity(row: ActivityRecord): Promise<void> {
    await this.db.query('insert into security_activity (id, user_id, kind, created_time, body) values ($1, $2, $3, $4, $5)', [
      row.id,
      row.userId,
      row.kind,
      row.createdTime,
      JSON.stringify(row),
    ]);
  }

  async addMail(row: MailRecord): Promise<void> {
    await this.db.query('insert into mail_outbox (id, user_id, body) values ($1, $2, $3)', [row.id, row.userId, JSON.stringify(row)]);
  }
}
