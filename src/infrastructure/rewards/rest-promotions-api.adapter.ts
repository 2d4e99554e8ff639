import { inject, injectable } from 'inversify';
import type { PromotionCard, PromotionCardType, PromotionsApiPort } from '../../application/rewards/ports/promotions-api.port';
import type { ErrorCode } from '../../domain/shared/error-code';
import { ok, type Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { promotionRows, toPromotions } from './rewards.schema';

/** The promotion cards of the web platform in the visitor's language. */
@injectable()
export class RestPromotionsApi implements PromotionsApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async cards(query: {
    readonly cardType: PromotionCardType;
    readonly language: string;
    readonly signedIn: boolean;
  }): Promise<Result<readonly PromotionCard[], ErrorCode>> {
    const path = query.signedIn ? '/promotion/account/promotion' : '/promotion/public/promotion';
    const res = await this.api.get(path, promotionRows, { platform: 'WEB', cardType: query.cardType, language: query.language });
    return res.ok ? ok(toPromotions(res.value)) : res;
  }

  async events(language: string): Promise<Result<readonly PromotionCard[], ErrorCode>> {
    const res = await this.api.get('/usercenter/account/promotion', promotionRows, { platform: 'WEB', language });
    return res.ok ? ok(toPromotions(res.value)) : res;
  }
}
