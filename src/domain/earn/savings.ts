import Decimal from 'decimal.js';

/** A savings product (simulator-configured): flexible (redeem any time) or fixed-term (redeemed at maturity). */
export interface SavingsProduct {
  readonly productId: string;
  readonly token: string;
  readonly kind: 'FLEXIBLE' | 'FIXED';
  /** Annual rate, a fraction. */
  readonly apr: string;
  /** Days to maturity (0 for flexible). */
  readonly termDays: number;
  /** Whether each day's interest joins the principal (paid into the wallet and subscribed again). */
  readonly compounding: boolean;
  readonly minAmount: string;
  /** The real-world asset behind it, if any (`earn/public/assets/rwa` row name). */
  readonly rwa?: string;
}

/** A subscription to a savings product. */
export interface SavingsPosition {
  readonly id: number;
  readonly productId: string;
  readonly token: string;
  readonly principal: string;
  /** Σ interest paid into the wallet so far. */
  readonly interestPaid: string;
  readonly startTime: number;
  /** Fixed term: when it matures (undefined: flexible). */
  readonly maturityTime?: number;
  readonly status: 'ACTIVE' | 'REDEEMED';
}

/**
 * What a redemption gives back. Flexible, or fixed at maturity: the principal. Fixed before maturity: the principal
 * less the interest already paid (the stated penalty: early redemption loses its interest).
 */
export function redemption(
  position: Pick<SavingsPosition, 'principal' | 'interestPaid' | 'maturityTime'>,
  now: number,
): { readonly early: boolean; readonly principal: string; readonly penalty: string; readonly received: string } {
  const early = position.maturityTime !== undefined && now < position.maturityTime;
  const penalty = early ? new Decimal(position.interestPaid) : new Decimal(0);
  return {
    early,
    principal: position.principal,
    penalty: penalty.toFixed(),
    received: new Decimal(position.principal).minus(penalty).toFixed(),
  };
}
