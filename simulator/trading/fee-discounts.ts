import { combinedDiscount } from '../../src/domain/trade/orders/fees';
import type { Audience } from './engine-bus';

/**
 * The sources of a fee discount, in the order they apply, by name. The order is fixed here, not by the order in which
 * the modules start: My WOO's tier first, then a reward coupon on top (1 − (1 − a)(1 − b)).
 */
export const FEE_DISCOUNT_ORDER = ['my-woo-tier', 'reward-coupon'] as const;
export type FeeDiscountName = (typeof FEE_DISCOUNT_ORDER)[number];

interface Source {
  readonly name: FeeDiscountName;
  /** The account's discount as a fraction ('0' none). */
  readonly discount: (userId: number) => string;
  /** The accounts that may have one (none other is asked). */
  readonly holders: Audience;
}

/** The fee discount of an account: every registered source that holds it, combined in `FEE_DISCOUNT_ORDER`. */
export class FeeDiscounts {
  private sources: Source[] = [];

  register(name: FeeDiscountName, discount: (userId: number) => string, holders: Audience): void {
    if (this.sources.some((s) => s.name === name)) throw new Error(`fee discount ${name} is already registered`);
    const rank = (n: FeeDiscountName) => FEE_DISCOUNT_ORDER.indexOf(n);
    this.sources = [...this.sources, { name, discount, holders }].sort((x, y) => rank(x.name) - rank(y.name));
  }

  /** The names of the registered sources, in the order they apply. */
  names(): FeeDiscountName[] {
    return this.sources.map((s) => s.name);
  }

  /** The combined discount of `userId` as a fraction ('0' none). */
  of(userId: number): string {
    let discount = '0';
    const sources = this.sources;
    for (let i = 0; i < sources.length; i += 1) {
      const s = sources[i];
      if (s.holders.has(userId)) discount = combinedDiscount(discount, s.discount(userId));
    }
    return discount;
  }
}
