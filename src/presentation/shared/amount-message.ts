import type { TFunction } from 'i18next';
import type { AmountProblem } from '../../domain/shared/amount-rule';
import { exact } from './account-format';

/**
 * The message of an amount's problem in the user's language, naming the field by its own label (`field`, already
 * translated) and amounts in the language's format with their unit (a token, "USDT", "×"…).
 */
export function amountMessage(t: TFunction, language: string, problem: AmountProblem, field: string, unit = ''): string {
  const params: Record<string, string | number> = { field, unit };
  if (problem.code === 'decimals') params.decimals = problem.decimals;
  if (problem.code === 'belowMin') params.min = exact(language, problem.min);
  if (problem.code === 'aboveMax') params.max = exact(language, problem.max);
  if (problem.code === 'insufficient') params.available = exact(language, problem.available);
  // no decimals allowed (a leverage): "a whole number", not "at most 0 decimals"
  const key = problem.code === 'decimals' && problem.decimals === 0 ? 'whole' : problem.code;
  return String(t(`common:amountProblem.${key}`, params))
    .replace(/\s+$/, '')
    .replace(/\s+([.,])$/, '$1');
}
