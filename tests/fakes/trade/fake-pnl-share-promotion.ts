import type { PnlSharePromotion, PnlSharePromotionPort } from '../../../src/application/member-trading/ports/pnl-share-promotion.port';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok, type Result } from '../../../src/domain/shared/result';

export const DEMO_PROMOTION: PnlSharePromotion = {
  language: 'en',
  title: 'Trade perpetuals on WOO X',
  subtitle: 'Sign up with this code and get a fee discount',
  referralLink: 'https://woox.io/register?ref=PNLSHARE',
  imageUrl: '/promotion/pnl-share.svg',
};

/** The PnL card's promotion from memory; `failing` answers a network error. */
export class FakePnlSharePromotion implements PnlSharePromotionPort {
  value: PnlSharePromotion = DEMO_PROMOTION;
  failing = false;
  readonly languages: string[] = [];

  async promotion(language: string): Promise<Result<PnlSharePromotion, ErrorCode>> {
    this.languages.push(language);
    return this.failing ? err(ErrorCode.NetworkUnavailable) : ok({ ...this.value, language });
  }
}
