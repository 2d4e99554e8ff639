import { inject, injectable } from 'inversify';
import { validateKycForm, type KycForm, type KycRefusal, type KycRegion } from '../../domain/account/identity-verification';
import { err, ok, type Result } from '../../domain/shared/result';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { KycApiPort, type KycApplicationInput, type KycStatusAnswer } from './ports/kyc-api.port';

/** Why an application was not sent: the form's own problems (nothing was sent), or the exchange's answer. */
export type ApplyFailure =
  { readonly kind: 'invalid'; readonly problems: KycRefusal[] } | { readonly kind: 'failed'; readonly failure: TradeFailure };

/**
 * Sends an application: the form is checked first (nothing leaves on a problem), then the document is uploaded and
 * the application names it.
 */
@injectable()
export class VerifyIdentity {
  constructor(@inject(KycApiPort) private readonly api: KycApiPort) {}

  status(): Promise<Result<KycStatusAnswer, TradeFailure>> {
    return this.api.status();
  }

  regions(): Promise<Result<KycRegion[], TradeFailure>> {
    return this.api.regions();
  }

  async apply(
    form: KycApplicationInput,
    file: Blob | undefined,
    regions: readonly KycRegion[],
    today: string,
  ): Promise<Result<KycStatusAnswer, ApplyFailure>> {
    const document: KycForm['document'] = file ? { name: 'document', type: file.type, size: file.size } : undefined;
    const problems = validateKycForm({ ...form, document }, regions, today);
    if (problems.length > 0 || !file) return err({ kind: 'invalid', problems });
    const uploaded = await this.api.uploadDocument(file, file.type);
    if (!uploaded.ok) return err({ kind: 'failed', failure: uploaded.error });
    const answer = await this.api.apply({
      ...form,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      documentId: uploaded.value,
    });
    return answer.ok ? ok(answer.value) : err({ kind: 'failed', failure: answer.error });
  }
}
