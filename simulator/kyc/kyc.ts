import {
  DOCUMENT_MIN_READABLE_BYTES,
  validateKycForm,
  canApply,
  type DocumentType,
  type KycRefusal,
  type KycState,
} from '../../src/domain/account/identity-verification';
import { ApiError, ErrorCodes } from '../http/api-error';
import { KYC_REGIONS } from './kyc-regions';
import type { KycApplication, KycRepository } from './kyc-repository';

export interface KycSubmission {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
  readonly country: string;
  readonly documentType: string;
  readonly documentId: number;
}

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const PROBLEM_TEXT: Record<KycRefusal['problem'], string> = {
  required: 'is required',
  nameChars: 'may hold letters, spaces, hyphens, apostrophes and dots only',
  nameLength: 'must be at most 50 characters',
  dateFormat: 'must be a real date as yyyy-mm-dd',
  tooYoung: 'you must be at least 18 years old',
  tooOld: 'must be a real birth date',
  unknownCountry: 'is not a country of the region list',
  restrictedCountry: 'residents of this country cannot be verified',
  documentType: 'must be PASSPORT, ID_CARD or DRIVING_LICENCE',
  documentFormat: 'must be a JPEG, PNG or PDF file',
  documentTooLarge: 'must be at most 5 MB',
  documentEmpty: 'is empty',
};

/**
 * Identity verification in the simulator: the account sends a document, then its application; the review decides
 * `reviewMs` later (a document under 10 KB is unreadable: rejected with that reason; otherwise approved). Durable:
 * a PENDING application is still decided after a restart.
 */
export class IdentityVerification {
  private readonly applications = new Map<number, KycApplication>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly repo: KycRepository,
    private readonly clock: () => number,
    private readonly reviewMs: number,
  ) {}

  async start(pollMs = 250): Promise<void> {
    for (const a of await this.repo.loadApplications()) this.applications.set(a.userId, a);
    this.timer = setInterval(() => void this.review(), pollMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  state(userId: number): KycState {
    const a = this.applications.get(userId);
    if (!a) return { level: 0, status: 'NONE', reason: '', submittedAt: 0, reviewedAt: 0, country: '', documentType: '' };
    return {
      level: a.status === 'APPROVED' ? 1 : 0,
      status: a.status,
      reason: a.reasonCode,
      submittedAt: a.submittedAt,
      reviewedAt: a.reviewedAt,
      country: a.country,
      documentType: a.documentType,
    };
  }

  rejectionMessage(userId: number): string {
    return this.applications.get(userId)?.reason ?? '';
  }

  async upload(userId: number, mime: string, bytes: Uint8Array): Promise<number> {
    return this.repo.addDocument(userId, mime, bytes, this.clock());
  }

  async submit(userId: number, input: KycSubmission): Promise<KycState> {
    const current = this.applications.get(userId);
    if (current && !canApply(current)) {
      throw new ApiError(
        ErrorCodes.InvalidParameter,
        current.status === 'PENDING' ? 'An application is already under review' : 'Your identity is already verified',
      );
    }
    const doc = await this.repo.document(input.documentId);
    if (!doc || doc.userId !== userId) throw new ApiError(ErrorCodes.InvalidParameter, 'documentId: no document of yours with this id');
    const now = this.clock();
    const problems = validateKycForm(
      { ...input, document: { name: 'document', type: doc.mime, size: doc.bytes.length } },
      KYC_REGIONS,
      isoDay(now),
    );
    if (problems.length > 0) {
      throw new ApiError(ErrorCodes.InvalidParameter, problems.map((p) => `${p.field}: ${PROBLEM_TEXT[p.problem]}`).join('; '));
    }
    const application: KycApplication = {
      userId,
      status: 'PENDING',
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      birthDate: input.birthDate,
      country: input.country,
      documentType: input.documentType as DocumentType,
      documentId: input.documentId,
      submittedAt: now,
      dueAt: now + this.reviewMs,
      reviewedAt: 0,
      reasonCode: '',
      reason: '',
    };
    await this.repo.saveApplication(application);
    this.applications.set(userId, application);
    return this.state(userId);
  }

  /** Decides every PENDING application whose time has come. */
  async review(): Promise<void> {
    const now = this.clock();
    for (const a of [...this.applications.values()]) {
      if (a.status !== 'PENDING' || a.dueAt > now) continue;
      const doc = await this.repo.document(a.documentId);
      const readable = doc !== undefined && doc.bytes.length >= DOCUMENT_MIN_READABLE_BYTES;
      const decided: KycApplication = readable
        ? { ...a, status: 'APPROVED', reviewedAt: now }
        : {
            ...a,
            status: 'REJECTED',
            reviewedAt: now,
            reasonCode: 'unreadableDocument',
            reason: 'The document could not be read (under 10 KB): upload a sharper photo or scan',
          };
      await this.repo.saveApplication(decided);
      this.applications.set(a.userId, decided);
    }
  }
}
