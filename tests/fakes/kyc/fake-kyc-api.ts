import type { KycApiPort, KycApplicationInput, KycStatusAnswer } from '../../../src/application/kyc/ports/kyc-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { DOCUMENT_MIN_READABLE_BYTES, type DocumentType, type KycRegion } from '../../../src/domain/account/identity-verification';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok, type Result } from '../../../src/domain/shared/result';

const NONE: KycStatusAnswer = {
  level: 0,
  status: 'NONE',
  reason: '',
  reasonMessage: '',
  submittedAt: 0,
  reviewedAt: 0,
  country: '',
  documentType: '',
};

/**
 * Identity verification in memory, deciding as the simulator does: `reviewMs` after an application (on the test's
 * clock, when the status is next asked), approved, or rejected when the document is under 10 KB.
 */
export class FakeKycApi implements KycApiPort {
  regionRows: KycRegion[] = [
    { code: 'DE', name: 'Germany', eu: true, restricted: false },
    { code: 'GB', name: 'United Kingdom', eu: false, restricted: false },
    { code: 'US', name: 'United States', eu: false, restricted: true },
  ];
  reviewMs = 5000;
  /** When set, every call fails as if the exchange could not be reached. */
  offline = false;
  readonly uploads: { size: number; type: string }[] = [];
  readonly applications: (KycApplicationInput & { documentId: number })[] = [];
  private state: KycStatusAnswer = NONE;
  private dueAt = 0;
  private documentSize = 0;

  constructor(private readonly now: () => number) {}

  private unreachable(): Result<never, TradeFailure> {
    return err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
  }

  async status(): Promise<Result<KycStatusAnswer, TradeFailure>> {
    if (this.offline) return this.unreachable();
    if (this.state.status === 'PENDING' && this.now() >= this.dueAt) {
      const readable = this.documentSize >= DOCUMENT_MIN_READABLE_BYTES;
      this.state = readable
        ? { ...this.state, status: 'APPROVED', level: 1, reviewedAt: this.now() }
        : {
            ...this.state,
            status: 'REJECTED',
            reviewedAt: this.now(),
            reason: 'unreadableDocument',
            reasonMessage: 'The document could not be read (under 10 KB)',
          };
    }
    return ok(this.state);
  }

  async regions(): Promise<Result<KycRegion[], TradeFailure>> {
    return this.offline ? this.unreachable() : ok(this.regionRows);
  }

  async uploadDocument(file: Blob, type: string): Promise<Result<number, TradeFailure>> {
    if (this.offline) return this.unreachable();
    this.uploads.push({ size: file.size, type });
    return ok(this.uploads.length);
  }

  async apply(input: KycApplicationInput & { readonly documentId: number }): Promise<Result<KycStatusAnswer, TradeFailure>> {
    if (this.offline) return this.unreachable();
    this.applications.push({ ...input });
    this.documentSize = this.uploads[input.documentId - 1]?.size ?? 0;
    this.dueAt = this.now() + this.reviewMs;
    this.state = {
      ...NONE,
      status: 'PENDING',
      submittedAt: this.now(),
      country: input.country,
      documentType: input.documentType as DocumentType,
    };
    return ok(this.state);
  }
}
