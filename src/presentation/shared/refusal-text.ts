import type { TFunction } from 'i18next';
import type { AmountProblem } from '../../domain/shared/amount-rule';
import { amountMessage } from './amount-message';

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
 * A refusal as the user reads it: an amount problem in their language naming the field by its label, else the
 * exchange's message without an internal field name in front.
 */
export function refusalText(t: TFunction, language: string, message: string, field: string, unit = ''): string {
  const problem = refusedAmount(message);
  return problem ? amountMessage(t, language, problem, field, unit) : withoutFieldName(message);
}
