import { num, refusal, type Refusal } from '../../shared/refusal';

const NUMBER = '(\\d+(?:\\.\\d+)?)';
/** A USDT amount of a leverage refusal: written with 2 decimals, as the exchange words it. */
const usdt = (digits: string) => num(digits, 2);

/**
 * The exchange's refusals of a leverage change, read back as their refusal codes: the simulator words each from its
 * code (`leverage: <the code's English>`, the `en` catalogue), so the leverage modal says it in the member's
 * language, its numbers in the language's format, instead of showing the English sentence.
 */
const LEVERAGE_REFUSALS: readonly [RegExp, (m: RegExpExecArray) => Refusal][] = [
  [new RegExp(`^(?:leverage: )?Leverage must be a whole number from 1 to (\\d+)`), (m) => refusal('leverage.range', { max: num(m[1]) })],
  [
    new RegExp(`^(?:leverage: )?A position of ${NUMBER} USDT allows at most (\\d+)x`),
    (m) => refusal('leverage.tier', { notional: usdt(m[1]), max: num(m[2]) }),
  ],
  [
    new RegExp(`^(?:leverage: )?The isolated margin is ${NUMBER} USDT short of the new initial margin ${NUMBER} USDT`),
    (m) => refusal('leverage.isolatedShort', { shortfall: usdt(m[1]), required: usdt(m[2]) }),
  ],
  [
    new RegExp(`^(?:leverage: )?Free collateral is ${NUMBER} USDT short of the new initial margin`),
    (m) => refusal('leverage.collateralShort', { shortfall: usdt(m[1]) }),
  ],
];

/** The refusal code of a leverage change's refusal, or undefined for any other message. */
export function leverageRefusal(message: string): Refusal | undefined {
  for (const [pattern, read] of LEVERAGE_REFUSALS) {
    const m = pattern.exec(message.trim());
    if (m) return read(m);
  }
  return undefined;
}
