import type { Result } from '../../../domain/shared/result';
import type { ErrorCode } from '../../../domain/shared/error-code';
import { token } from '../../shared/token';

/** Where a promotion card shows. */
export type PromotionCardType = 'HOME' | 'REWARD_CENTER' | 'TRADE';

/** A promotion card in the visitor's language (docs/protocol.md "Promotion"). `link` is a path of this app. */
export interface PromotionCard {
  readonly id: string;
  readonly cardType: PromotionCardType;
  readonly language: string;
  readonly title: string;
  readonly text: string;
  readonly button: string;
  readonly link: string;
  readonly startTime: number;
  readonly endTime: number;
}

/**
 * The promotion calls, for the web platform: `promotion/public/promotion` (anyone), `promotion/account/promotion`
 * (a member: their cards too), `usercenter/account/promotion` (the member's promotions, the reward centre's #events).
 */
export interface PromotionsApiPort {
  cards(query: { readonly cardType: PromotionCardType; readonly language: string; readonly signedIn: boolean }): Promise<Result<readonly PromotionCard[], ErrorCode>>;
  events(language: string): Promise<Result<readonly PromotionCard[], ErrorCode>>;
}
export const PromotionsApiPort = token<PromotionsApiPort>('PromotionsApiPort');

/** The promotion cards this browser dismissed (remembered across visits). */
export interface PromotionDismissalsPort {
  dismissed(): ReadonlySet<string>;
  dismiss(id: string): void;
}
export const PromotionDismissalsPort = token<PromotionDismissalsPort>('PromotionDismissalsPort');
