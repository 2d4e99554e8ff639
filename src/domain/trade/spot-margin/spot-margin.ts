import Decimal from 'decimal.js';

/**
 * Spot margin (docs/adr/0020-spot-margin.md): an account chooses a leverage (1 = off, 2–5×); with it on, a spot order
 * may spend more than the holding and the shortfall is borrowed at the fill, one loan per token. Pure rules, decimal
 * strings in and out.
 */

/** The leverages an account may choose: 1 turns spot margin off. */
export const SPOT_MARGIN_LEVERAGES = [1, 2, 3, 4, 5] as const;
export type SpotMarginLeverage = (typeof SPOT_MARGIN_LEVERAGES)[number];
/** Margin level (assets ÷ liabilities) under which the account is warned, and at which it would be liquidated. */
export const MARGIN_WARNING_LEVEL = '1.2';
export const MARGIN_LIQUIDATION_LEVEL = '1.1';
/** Hours in a year: the hourly rate is the annual rate ÷ 8760 (simple interest, no compounding). */
export const HOURS_PER_YEAR = 8760;
/** Decimals that interest and borrowable amounts are kept to (interest rounds up, borrowable rounds down). */
export const MARGIN_DP = 8;

export const isSpotMarginLeverage = (value: number): value is SpotMarginLeverage =>
  (SPOT_MARGIN_LEVERAGES as readonly number[]).includes(value);

/** The hourly rate of an annual rate (fractions: 0.0876 → 0.00001). */
export function hourlyRate(annualRate: string): string {
  return new Decimal(annualRate).div(HOURS_PER_YEAR).toFixed();
}

/** Simple interest on `principal` for `hours` at `annualRate`: principal × annual ÷ 8760 × hours, rounded up to 8 dp. */
export function interestFor(principal: string, annualRate: string, hours: number): string {
  return new Decimal(principal).times(annualRate).times(hours).div(HOURS_PER_YEAR).toDecimalPlaces(MARGIN_DP, Decimal.ROUND_UP).toFixed();
}

/** One token of a margin account, valued at its spot price in USDT. */
export interface MarginTokenFigures {
  readonly token: string;
  readonly holding: string;
  readonly borrowed: string;
  readonly interest: string;
  /** The token's price in USDT (1 for USDT). */
  readonly price: string;
}

export type MarginRisk = 'none' | 'safe' | 'warning' | 'liquidation';

/** The account's spot-margin figures in USDT. */
export interface MarginAccountFigures {
  readonly totalAssets: string;
  readonly totalLiabilities: string;
  /** Assets − liabilities. */
  readonly equity: string;
  /** Assets ÷ liabilities; undefined without liabilities. */
  readonly marginLevel?: string;
  readonly risk: MarginRisk;
}

/** Where a margin level stands: none without debt, liquidation at or under 1.1, warning under 1.2. */
export function marginRisk(marginLevel: string | undefined): MarginRisk {
  if (marginLevel === undefined) return 'none';
  const level = new Decimal(marginLevel);
  if (level.lte(MARGIN_LIQUIDATION_LEVEL)) return 'liquidation';
  if (level.lt(MARGIN_WARNING_LEVEL)) return 'warning';
  return 'safe';
}

/** Margin level = total assets ÷ total liabilities at spot prices (liabilities = borrowed + interest). */
export function marginFigures(tokens: readonly MarginTokenFigures[]): MarginAccountFigures {
  let assets = new Decimal(0);
  let liabilities = new Decimal(0);
  for (const t of tokens) {
    assets = assets.plus(new Decimal(t.holding).times(t.price));
    liabilities = liabilities.plus(new Decimal(t.borrowed).plus(t.interest).times(t.price));
  }
  const marginLevel = liabilities.isZero() ? undefined : assets.div(liabilities).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed();
  return {
    totalAssets: assets.toFixed(),
    totalLiabilities: liabilities.toFixed(),
    equity: assets.minus(liabilities).toFixed(),
    marginLevel,
    risk: marginRisk(marginLevel),
  };
}

export interface MaxBorrowInput {
  readonly leverage: number;
  /** Account equity in USDT (assets − liabilities). */
  readonly equity: string;
  /** What the account owes (and has committed to borrow by open orders) in USDT. */
  readonly liabilities: string;
  /** The token's price in USDT. */
  readonly price: string;
  /** The token's pool limit and what the account has borrowed of it: the account may borrow at most the rest. */
  readonly poolLimit: string;
  readonly borrowed: string;
}

/**
 * The most the account may still borrow of a token: at leverage L its liabilities may reach equity × (L − 1), so
 * (equity × (L − 1) − liabilities) ÷ price, and at most the pool limit − borrowed; never below 0, rounded down to
 * 8 dp. Leverage 1 (spot margin off) borrows nothing.
 */
export function maxBorrowable(input: MaxBorrowInput): string {
  if (input.leverage <= 1) return '0';
  const price = new Decimal(input.price);
  if (price.lte(0)) return '0';
  const byEquity = new Decimal(input.equity)
    .times(input.leverage - 1)
    .minus(input.liabilities)
    .div(price);
  const byPool = new Decimal(input.poolLimit).minus(input.borrowed);
  return Decimal.max(0, Decimal.min(byEquity, byPool)).toDecimalPlaces(MARGIN_DP, Decimal.ROUND_DOWN).toFixed();
}

/** What a spot order would borrow: what it needs beyond what is free (holding − frozen), never below 0. */
export function borrowFor(required: string, free: string): string {
  return Decimal.max(0, new Decimal(required).minus(Decimal.max(0, free))).toFixed();
}

export interface RepaymentAllocation {
  /** What goes to interest, then to principal; what is left of the amount (more than the debt). */
  readonly interest: string;
  readonly principal: string;
  readonly unused: string;
}

/** A repayment pays the interest first, then the principal; anything beyond the debt is unused. */
export function allocateRepayment(debt: { readonly interest: string; readonly principal: string }, amount: string): RepaymentAllocation {
  const total = new Decimal(amount);
  const interest = Decimal.min(total, debt.interest);
  const principal = Decimal.min(total.minus(interest), debt.principal);
  return { interest: interest.toFixed(), principal: principal.toFixed(), unused: total.minus(interest).minus(principal).toFixed() };
}
