import { num, refusal, type Refusal } from '../shared/refusal';

/**
 * The exchange's refusals of a market-data admin call, read back as their refusal codes: the simulator words each
 * from its code (`<field>: <the code's English>`, the `en` catalogue), so the admin page says it in the admin's
 * language, numbers in its format, instead of showing the English sentence.
 */
const ADMIN_REFUSALS: readonly [RegExp, (m: RegExpExecArray) => Refusal][] = [
  [/^Forbidden: the market-data admin role is required/, () => refusal('admin.forbidden')],
  [/^symbol: (\S+) is not a perpetual/, (m) => refusal('admin.notPerpetual', { symbol: m[1] })],
  [/^(?:rate|cap|price): Enter a decimal number/, () => refusal('admin.notDecimal')],
  [/^(?:rate|cap|price): Must be more than 0/, () => refusal('admin.notPositive')],
  [/^(?:rate|cap|price): At most (\d+) decimals/, (m) => refusal('admin.tooManyDecimals', { decimals: num(m[1]) })],
  [/^(?:rate|cap|price): Must be within ±(\d+(?:\.\d+)?)/, (m) => refusal('admin.rateOutOfRange', { max: num(m[1]) })],
  [/^(?:rate|cap|price): Must be at most (\d+(?:\.\d+)?)/, (m) => refusal('admin.capAboveMax', { max: num(m[1]) })],
  [/^(?:rate|cap|price): Must be a multiple of the tick (\d+(?:\.\d+)?)/, (m) => refusal('admin.priceTick', { tick: num(m[1]) })],
];

/** The refusal code of an admin call's refusal, or undefined for any other message. */
export function adminRefusal(message: string): Refusal | undefined {
  for (const [pattern, read] of ADMIN_REFUSALS) {
    const m = pattern.exec(message.trim());
    if (m) return read(m);
  }
  return undefined;
}
