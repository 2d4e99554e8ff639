import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import { PageOrigin } from '../../application/shared/page-origin';
import type { PnlSharePromotion, PnlSharePromotionPort } from '../../application/member-trading/ports/pnl-share-promotion.port';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok, type Result } from '../../domain/shared/result';
import { sameOriginPath } from '../../domain/shared/same-origin';
import { ApiClient } from '../http/api-client';

const promotionSchema = z.object({
  language: z.string().check(z.maxLength(16)),
  title: z.string().check(z.maxLength(120)),
  subtitle: z._default(z.string().check(z.maxLength(200)), ''),
  referralLink: z.string().check(z.minLength(1), z.maxLength(500)),
  imageUrl: z.string().check(z.minLength(1), z.maxLength(500)),
});

/** An absolute http(s) link, or null. */
function httpLink(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `GET /promotion/public/pnl_share?language=`: refused (InvalidResponse) when the image is not on this origin or the link is not http(s). */
@injectable()
export class RestPnlSharePromotion implements PnlSharePromotionPort {
  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(PageOrigin) private readonly origin: string,
  ) {}

  async promotion(language: string): Promise<Result<PnlSharePromotion, ErrorCode>> {
    const res = await this.api.get('/promotion/public/pnl_share', promotionSchema, { language });
    if (!res.ok) return res;
    const imageUrl = sameOriginPath(res.value.imageUrl, this.origin);
    const referralLink = httpLink(res.value.referralLink);
    if (imageUrl === null || referralLink === null) return err(ErrorCode.InvalidResponse);
    return ok({ ...res.value, imageUrl, referralLink });
  }
}
