import { discountedFees, type FeeRates } from '../../src/domain/trade/orders/fees';
import { decimalText, feeFraction, fromScaled, POW10, SCALE, toScaled, type FeeFraction } from './scaled';

/** 10^k as numbers, k ≤ 22: exact (a fee of more decimals has its number read from its text). */
const POW10_NUMBERS = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * A fee as the ledger books it: scaled, as text and as the text of its debit (the TRANSACTION_FEE row), and as
 * `units × 10^-dp` when it is a safe integer so (`MoveOptions.units`).
 */
export interface ChargedFee {
  readonly fee: bigint;
  readonly text: string;
  readonly negative: string;
  readonly units: number | undefined;
  readonly dp: number;
  /** As a JSON number: `units ÷ 10^dp`, one correctly rounded division of two exact numbers (= `Number(text)`). */
  readonly value: number | undefined;
}

const chargedFee = (fee: bigint, text: string, units?: number, dp = 0): ChargedFee => ({
  fee,
  text,
  negative: `-${text}`,
  units,
  dp,
  // 0 for a zero fee (never −0, which a zero rate times a fee's units would give)
  value: units === undefined || dp > 22 ? undefined : units === 0 ? 0 : units / POW10_NUMBERS[dp],
});

/**
 * The fee rates in use and their exact fractions, cached for the fill path: the exchange's rates, and one discounted
 * set per discount (My WOO's tiers). Everything is dropped when the exchange's rates change (the control route).
 */
export class FeeSchedule {
  private base?: FeeRates;
  private readonly fractions = new Map<FeeRates, { readonly maker: FeeFraction; readonly taker: FeeFraction }>();
  private readonly discounted = new Map<string, FeeRates>();

  /** The rates at `discount` off `base` (the same object for the same discount while `base` stays). */
  rates(base: FeeRates, discount: string): FeeRates {
    if (discount === '0') return base;
    this.follow(base);
    let rates = this.discounted.get(discount);
    if (!rates) this.discounted.set(discount, (rates = discountedFees(base, discount)));
    return rates;
  }

  /** The maker or taker rate of `rates` as an exact fraction. */
  fraction(base: FeeRates, rates: FeeRates, isMaker: boolean): FeeFraction {
    this.follow(base);
    let cache = this.fractions.get(rates);
    if (!cache) this.fractions.set(rates, (cache = { maker: feeFraction(rates.makerFee), taker: feeFraction(rates.takerFee) }));
    return isMaker ? cache.maker : cache.taker;
  }

  /**
   * The fee of `int × 10^-dp` (a size or a notional on the grid) at the maker or taker rate: exact, scaled and as text;
   * undefined when it is not a safe integer on the scale (the caller takes the decimal fee, `decimalFee`).
   */
  feeOf(base: FeeRates, rates: FeeRates, int: number, dp: number, isMaker: boolean): ChargedFee | undefined {
    const rate = this.fraction(base, rates, isMaker);
    const feeInt = int * rate.num;
    const feeDp = dp + rate.dp;
    if (!Number.isSafeInteger(feeInt) || feeDp > SCALE) return undefined;
    return chargedFee(BigInt(feeInt) * POW10[SCALE - feeDp], decimalText(feeInt, feeDp), feeInt, feeDp);
  }

  /** A fee as decimal text (`fillFee`'s), scaled and as text: the slow path of `feeOf`. */
  decimalFee(text: string): ChargedFee {
    const fee = toScaled(text);
    return chargedFee(fee, fromScaled(fee));
  }

  private follow(base: FeeRates): void {
    if (this.base === base) return;
    this.base = base;
    this.fractions.clear();
    this.discounted.clear();
  }
}
