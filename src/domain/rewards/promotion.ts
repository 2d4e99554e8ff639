/** Where a promotion card shows (docs/protocol.md "Promotion"). */
export const PROMOTION_CARD_TYPES = ['HOME', 'REWARD_CENTER', 'TRADE'] as const;
export type PromotionCardType = (typeof PROMOTION_CARD_TYPES)[number];

/** A promotion card in the visitor's language: the exchange's shape, the app's too. `link` is a path of this app. */
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
