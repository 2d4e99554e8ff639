import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observableRef } from 'mobx';
import { ReferralApiPort, type ReferralCampaign, type ReferralSharing } from '../../application/referral/ports/referral-api.port';
import { PageOrigin } from '../../application/shared/page-origin';
import { TranslatorPort } from '../../application/shared/ports/translator.port';
import { referralLink } from '../../domain/referral/referral';

/**
 * The referral page's campaign (`referral_campaign`: its terms and the member's progress) and what to share
 * (`sharing_info`: texts in the visitor's language with the default code's link filled in, and the share image).
 */
@injectable()
export class ReferralCampaignStore {
  campaign: ReferralCampaign | undefined = undefined;
  sharing: ReferralSharing | undefined = undefined;

  constructor(
    @inject(ReferralApiPort) private readonly api: ReferralApiPort,
    @inject(PageOrigin) private readonly origin: string,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
  ) {
    makeObservable<ReferralCampaignStore, 'set'>(this, {
      campaign: observableRef,
      sharing: observableRef,
      shareTexts: computed,
      set: action,
    });
  }

  /** The share texts with `{link}` replaced by the default code's link. */
  get shareTexts(): readonly string[] {
    const s = this.sharing;
    if (!s) return [];
    const link = referralLink(this.origin, s.code);
    return s.texts.map((t) => t.replaceAll('{link}', link));
  }

  private set(patch: Partial<Pick<ReferralCampaignStore, 'campaign' | 'sharing'>>): void {
    Object.assign(this, patch);
  }

  /** Reads both in the visitor's language (again after a language switch, or a new default code). */
  async load(): Promise<void> {
    const language = this.translator.language();
    const [campaign, sharing] = await Promise.all([this.api.campaign(language), this.api.sharing(language)]);
    this.set({ campaign: campaign.ok ? campaign.value : undefined, sharing: sharing.ok ? sharing.value : undefined });
  }
}
