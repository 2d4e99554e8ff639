import type { TFunction } from 'i18next';
import { copyRefusal } from '../../domain/copy-trading/copy-refusals';
import type { AmountProblem } from '../../domain/shared/amount-rule';
import { amountMessage } from './amount-message';
import { knownRefusal } from './known-refusals';
import { saidInLanguage, translateRefusal } from './translate-refusal';

/**
 * The exchange's refusals of an amount (the simulator's English messages, e.g. "sellQuantity: must be at least 0.001
 * BTC") read back as amount problems, so the view says them in the user's language with the field's own label.
 */
const AMOUNT_REFUSALS: readonly [RegExp, (m: RegExpExecArray) => AmountProblem][] = [
  [/must be at least (\d+(?:\.\d+)?)/i, (m) => ({ code: 'belowMin', min: m[1] })],
  [/the minimum of \S+ is (\d+(?:\.\d+)?)/i, (m) => ({ code: 'belowMin', min: m[1] })],
  [/more than the (\d+(?:\.\d+)?) \S+ available/i, (m) => ({ code: 'insufficient', available: m[1] })],
  [/must be at most (\d+(?:\.\d+)?)/i, (m) => ({ code: 'aboveMax', max: m[1] })],
  [/at most (\d+) decimals/i, (m) => ({ code: 'decimals', decimals: Number(m[1]) })],
  [/allows at most (\d+) decimals/i, (m) => ({ code: 'decimals', decimals: Number(m[1]) })],
  [/must be (?:a positive number|greater than 0|more than 0)/i, () => ({ code: 'notPositive' })],
  [/must be a number/i, () => ({ code: 'notANumber' })],
  [/(?:not enough|insufficient)[^:]*:?.*?(\d+(?:\.\d+)?) (?:is )?available/i, (m) => ({ code: 'insufficient', available: m[1] })],
];

/** The amount problem an exchange refusal names, if it names one. */
export function refusedAmount(message: string): AmountProblem | undefined {
  for (const [pattern, read] of AMOUNT_REFUSALS) {
    const match = pattern.exec(message);
    if (match) return read(match);
  }
  return undefined;
}

/** A refusal without an internal field name in front ("amount: …", "totp: …" → "…"). */
export function withoutFieldName(message: string): string {
  return message.replace(/^[a-z][a-zA-Z0-9_.]*:\s+/, '');
}

/**
 * The exchange's other refusals on the money screens (convert, earn, copy trading, transfers between accounts),
 * `common:refusals.flow.*`, each read from its English message with the token, product or id it names as `value`.
 */
const FLOW_REFUSALS: readonly [RegExp, string][] = [
  [/quote (?:expired|already used)/, 'quoteExpired'],
  [/must differ from sellToken/, 'sameToken'],
  [/token: (\S+) cannot be converted/, 'notConvertible'],
  [/^no price for (\S+)/, 'noPrice'],
  [/The destination account must differ from the source/, 'sameAccount'],
  [/a sub-account can only transfer out of itself/, 'subAccountOwnFunds'],
  [/This lead trader has no free copier place/, 'copyFull'],
  [/You already copy this lead trader/, 'copyAlready'],
  [/The copy is (?:already )?stopped/, 'copyStopped'],
  [/not a lead trader/, 'notLeadTrader'],
  [/no active position/, 'noEarnPosition'],
  [/productId: no product (\S+)/, 'noProduct'],
];

/** The translation of a known refusal of the money screens, if the message is one. */
function flowRefusal(t: TFunction, message: string): string | undefined {
  const known = knownRefusal(message);
  if (known) return t(known.key, known.values);
  for (const [pattern, code] of FLOW_REFUSALS) {
    const m = pattern.exec(message);
    if (m) return t(`common:refusals.flow.${code}`, m[1] === undefined ? {} : { value: m[1] });
  }
  return undefined;
}

/**
 * A refusal as the user reads it: a copy-settings refusal by its code, an amount problem in their language naming the
 * field by its label, else a known refusal translated; any other is the exchange's own sentence (without an internal field name) in English, and a
 * general translated "refused" in every other language, never an English sentence.
 */
export function refusalText(t: TFunction, language: string, message: string, field: string, unit = ''): string {
  const coded = copyRefusal(message);
  if (coded) return translateRefusal(t, language, coded);
  const problem = refusedAmount(message);
  if (problem) return amountMessage(t, language, problem, field, unit);
  const known = flowRefusal(t, message);
  if (known) return known;
  return saidInLanguage(t, language, withoutFieldName(message));
}
