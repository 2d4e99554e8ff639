import type { SqlExecutor } from '../store/sql-client';

export type PartnerKind = 'broker' | 'market_maker';

/** One application sent from the brokers or designated-market-makers page. */
export interface PartnerApplication {
  readonly id: number;
  readonly kind: PartnerKind;
  readonly email: string;
  readonly payload: Record<string, unknown>;
  readonly createdAt: number;
  /** The sender's address (daily caps); null for rows written before migration 40. */
  readonly ip?: string | null;
}

/** Durable partner applications (table `partner_applications`, migration 30). */
export interface PartnerApplicationRepository {
  create(kind: PartnerKind, email: string, payload: Record<string, unknown>, now: number, ip?: string): Promise<PartnerApplication>;
  list(kind: PartnerKind): Promise<PartnerApplication[]>;
  /** Rows sent since `since` (ms) with this email (case-insensitive) and with this IP, and the oldest of each. */
  recent(email: string, ip: string, since: number): Promise<{ byEmail: number[]; byIp: number[] }>;
}

export class MemoryPartnerApplicationRepository implements PartnerApplicationRepository {
  private readonly rows: PartnerApplication[] = [];

  async create(kind: PartnerKind, email: string, payload: Record<string, unknown>, now: number, ip?: string): Promise<PartnerApplication> {
    const row = { id: this.rows.length + 1, kind, email, payload, createdAt: now, ip: ip ?? null };
    this.rows.push(row);
    return row;
  }

  async recent(email: string, ip: string, since: number): Promise<{ byEmail: number[]; byIp: number[] }> {
    const fresh = this.rows.filter((row) => row.createdAt >= since);
    return {
      byEmail: fresh.filter((row) => row.email.toLowerCase() === email.toLowerCase()).map((row) => row.createdAt),
      byIp: fresh.filter((row) => row.ip === ip).map((row) => row.createdAt),
    };
  }

  async list(kind: PartnerKind): Promise<PartnerApplication[]> {
    return this.rows.filter((row) => row.kind === kind);
  }
}

interface Row {
  id: number | string;
  kind: PartnerKind;
  email: string;
  payload: Record<string, unknown> | string;
  created_at: number | string;
  ip?: string | null;
}

const toApplication = (row: Row): PartnerApplication => ({
  id: Number(row.id),
  kind: row.kind,
  email: row.email,
  createdAt: Number(row.created_at),
  ip: row.ip ?? null,
  payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload,
});

export class SqlPartnerApplicationRepository implements PartnerApplicationRepository {
  constructor(private readonly db: SqlExecutor) {}

  async create(kind: PartnerKind, email: string, payload: Record<string, unknown>, now: number, ip?: string): Promise<PartnerApplication> {
    const { rows } = await this.db.query<Row>(
      'insert into partner_applications (kind, email, payload, created_at, ip) values ($1, $2, $3, $4, $5) returning *',
      [kind, email, JSON.stringify(payload), now, ip ?? null],
    );
    return toApplication(rows[0]);
  }

  async recent(email: string, ip: string, since: number): Promise<{ byEmail: number[]; byIp: number[] }> {
    const times = async (where: string, value: string) =>
      (
        await this.db.query<{ created_at: number | string }>(
          `select created_at from partner_applications where ${where} = $1 and created_at >= $2`,
          [value, since],
        )
      ).rows.map((row) => Number(row.created_at));
    return { byEmail: await times('lower(email)', email.toLowerCase()), byIp: await times('ip', ip) };
  }

  async list(kind: PartnerKind): Promise<PartnerApplication[]> {
    const { rows } = await this.db.query<Row>('select * from partner_applications where kind = $1 order by id', [kind]);
    return rows.map(toApplication);
  }
}
