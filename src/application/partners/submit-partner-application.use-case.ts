import { inject, injectable } from 'inversify';
import type { PartnerApplication } from '../../domain/partners/partner-application';
import type { ErrorCode } from '../../domain/shared/error-code';
import type { Result } from '../../domain/shared/result';
import { Notifier } from '../shared/notifier';
import { TranslatorPort } from '../shared/ports/translator.port';
import { PartnerApplicationApiPort } from './ports/partner-application-api.port';
import { PartnerDraftPort } from './ports/partner-draft.port';

/**
 * Sends a validated application. Success clears the saved draft and shows a success toast; failure keeps
 * the draft (nothing typed is lost) and shows an error toast that says why and that the answers are kept.
 */
@injectable()
export class SubmitPartnerApplication {
  constructor(
    @inject(PartnerApplicationApiPort) private readonly api: PartnerApplicationApiPort,
    @inject(PartnerDraftPort) private readonly drafts: PartnerDraftPort,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
  ) {}

  async execute(application: PartnerApplication): Promise<Result<{ readonly id: string }, ErrorCode>> {
    const result = await this.api.submit(application);
    if (result.ok) {
      this.drafts.clear(application.kind);
      this.notifier.show('success', this.translator.t(`site:partners.${application.kind}.sent`));
    } else {
      const reason = this.translator.t(`errors.${result.error}`);
      this.notifier.show('error', this.translator.t('site:partners.failed', { reason }));
    }
    return result;
  }
}
