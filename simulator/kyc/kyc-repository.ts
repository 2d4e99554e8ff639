import type { SqlExecutor } from '../store/sql-client';
import type { DocumentType, KycStatus } from '../../src/domain/account/identity-verification';

/** One account's latest application, as stored. `dueAt`: when the review decides a PENDING one. */
export interface KycApplication {
  readonly userId: number;
  readonly status: KycStatus;
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
  readonly country: string;
  readonly documentType: DocumentType;
  readonly documentId: number;
  readonly submittedAt: number;
  readonly dueAt: number;
  readonly reviewedAt: number;
  /** A reason code the client translates ('' unless rejected) and its English message. */
  readonly reasonCode: string;
  readonly reason: string;
}

/** An uploaded document, kept as sent (migration 79). */
export interface KycDocument {
  readonly id: number;
  readonly userId: number;
  readonly mime: string;
  readonly bytes: Uint8Array;
}

/** Identity-verification applications (one per account, the latest) and their documents, durable in PGlite. */
export interface KycRepository {
  loadApplications(): Promise<KycApplication[]>;
  saveApplication(application: KycApplication): Promise<void>;
  addDocument(userId: number, mime: string, bytes: Uint8Array, now: number): Promise<number>;
  document(id: number): Promise<KycDocument | undefined>;
}

export class MemoryKycRepository implements KycRepository {
  private readonly applications = new Map<number, KycApplication>();
  private readonly documents: KycDocument[] = [];

  async loadApplications(): Promise<KycApplication[]> {
    return [...this.applications.values()];
  }

  async saveApplication(application: KycApplication): Promise<void> {
    this.applications.set(application.userId, application);
  }

  async addDocument(userId: number, mime: string, bytes: Uint8Array): Promise<number> {
    const id = this.documents.length + 1;
    this.documents.push({ id, userId, mime, bytes });
    return id;
  }

  async document(id: number): Promise<KycDocument | undefined> {
    return this.documents.find((d) => d.id === id);
  }
}

export class SqlKycRepository implements KycRepository {
  constructor(private readonly db: SqlExecutor) {}

  async loadApplications(): Promise<KycApplication[]> {
    const { rows } = await this.db.query<{ body: KycApplication }>('select body from kyc_applications');
    return rows.map((r) => r.body);
  }

  async saveApplication(application: KycApplication): Promise<void> {
    await this.db.query(
      'insert into kyc_applications (user_id, body) values ($1, $2) on conflict (user_id) do update set body = excluded.body',
      [application.userId, JSON.stringify(application)],
    );
  }

  async addDocument(userId: number, mime: string, bytes: Uint8Array, now: number): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>(
      'insert into kyc_documents (user_id, mime, bytes, created_time) values ($1, $2, $3, $4) returning id',
      [userId, mime, bytes, now],
    );
    return Number(rows[0].id);
  }

  async document(id: number): Promise<KycDocument | undefined> {
    const { rows } = await this.db.query<{ id: string; user_id: string; mime: string; bytes: Uint8Array }>(
      'select id, user_id, mime, bytes from kyc_documents where id = $1',
      [id],
    );
    const r = rows[0];
    return r && { id: Number(r.id), userId: Number(r.user_id), mime: r.mime, bytes: r.bytes };
  }
}
