import type { Result } from '../../../domain/shared/result';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { PromotionCard, PromotionCardType } from '../../../domain/rewards/promotion';
import { token } from '../../shared/token';

export type { PromotionCard, PromotionCardType } from '../../../domain/rewards/promotion';

/**
 * The promotion calls, for the web platform: `promotion/public/promotion` (anyone), `promotion/account/promotion`
 * (a member: their cards too), `usercenter/account/promotion` (the member's promotions, the reward centre's #events).
 */
export interface PromotionsApiPort {
  cards(query: {
    readonly cardType: PromotionCardType;
    readonly language: string;
    readonly signedIn: boolean;
  }): Promise<Result<readonly PromotionCard[], ErrorCode>>;
  events(language: string): Promise<Result<readonly PromotionCard[], ErrorCode>>;
}
export const PromotionsApiPort = token<PromotionsApiPort>('PromotionsApiPort');

/** The promotion cards this browser dismissed (remembered across visits). */
export interface PromotionDismissalsPort {
  dismissed(): ReadonlySet<string>;
  dismiss(id: string): void;
}
export const PromotionDismissalsPort = token<PromotionDismissalsPort>('PromotionDismissalsPort');
