import { num, refusal, type Refusal } from '../shared/refusal';

const N = '(\\d+(?:\\.\\d+)?)';
const read = (source: string) => new RegExp(`^(?:\\w+: )?${source}`);

/**
 * The exchange's refusals of a copy's settings, read back as their refusal codes: the simulator words each from its
 * code (`<field>: <the code's English>`, the `en` catalogue), so the copy dialog says it in the user's language, its
 * numbers in the language's format, instead of showing the English sentence.
 */
const COPY_REFUSALS: readonly [RegExp, (m: RegExpExecArray) => Refusal][] = [
  [read(`The copy amount must be from ${N} to ${N} USDT`), (m) => refusal('copy.amountRange', { min: num(m[1]), max: num(m[2]) })],
  [read(`The copy ratio must be from ${N} to ${N}`), (m) => refusal('copy.ratioRange', { min: num(m[1]), max: num(m[2]) })],
  [read(`The fixed leverage must be a whole number from 1 to (\\d+)`), (m) => refusal('copy.leverageRange', { max: num(m[1]) })],
  [
    read(`The maximum entry slippage must be from ${N} % to ${N} %`),
    (m) => refusal('copy.slippageRange', { min: num(m[1]), max: num(m[2]) }),
  ],
  [read('The maximum order amount must be more than 0'), () => refusal('copy.maxOrderNotPositive')],
  [read('The position take profit must be more than 0'), () => refusal('copy.takeProfitNotPositive')],
  [read('The position stop loss must be more than 0'), () => refusal('copy.stopLossNotPositive')],
  [
    read(`The portfolio stop loss must be from ${N} % to ${N} %`),
    (m) => refusal('copy.portfolioStopLossRange', { min: num(m[1]), max: num(m[2]) }),
  ],
];

/** The refusal code of a copy-settings refusal, or undefined for any other message. */
export function copyRefusal(message: string): Refusal | undefined {
  for (const [pattern, toRefusal] of COPY_REFUSALS) {
    const m = pattern.exec(message.trim());
    if (m) return toRefusal(m);
  }
  return undefined;
}
