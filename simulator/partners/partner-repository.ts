import type { SqlExecutor } from '../store/sql-client';

export type PartnerKind = 'broker' | 'market_maker';

/** One application sent from the brokers or designated-market-makers page. */
export interface PartnerApplication {
  readonly id: number;
  readonly kind: PartnerKind;
  readonly email: string;
  readonly payload: Record<string, unknown>;
  readonly createdAt: number;
}

/** Durable partner applications (table `partner_applications`, migration 30). */
export interface PartnerApplicationRepository {
  create(kind: PartnerKind, email: string, payload: Record<string, unknown>, now: number): Promise<PartnerApplication>;
  list(kind: PartnerKind): Promise<PartnerApplication[]>;
}

export class MemoryPartnerApplicationRepository implements PartnerApplicationRepository {
  private readonly rows: PartnerApplication[] = [];

  async create(kind: PartnerKind, email: string, payload: Record<string, unknown>, now: number): Promise<PartnerApplication> {
    const row = { id: this.rows.length + 1, kind, email, payload, createdAt: now };
    this.rows.push(row);
    return row;
  }

  async list(kind: PartnerKind): Promise<PartnerApplication[]> {
    return this.rows.filter((row) => row.kind === kind);
  }
}

interface Row { id: number | string; kind: PartnerKind; email: string; payload: Record<string, unknown> | string; created_at: number | string }

const toApplication = (row: Row): PartnerApplication => ({
  id: Number(row.id), kind: row.kind, email: row.email, createdAt: Number(row.created_at),
  payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload,
});

export class SqlPartnerApplicationRepository implements PartnerApplicationRepository {
  constructor(private readonly db: SqlExecutor) {}

  async create(kind: PartnerKind, email: string, payload: Record<string, unknown>, now: number): Promise<PartnerApplication> {
    const { rows } = await this.db.query<Row>(
      'insert into partner_applications (kind, email, payload, created_at) values ($1, $2, $3, $4) returning *',
      [kind, email, JSON.stringify(payload), now],
    );
    return toApplication(rows[0]);
  }

  async list(kind: PartnerKind): Promise<PartnerApplication[]> {
    const { rows } = await this.db.query<Row>('select * from partner_applications where kind = $1 order by id', [kind]);
    return rows.map(toApplication);
  }
}
