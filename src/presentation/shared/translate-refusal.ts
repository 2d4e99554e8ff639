import type { TFunction } from 'i18next';
import { formatDateTime, formatDecimal, formatExact } from '../../domain/shared/amount-format';
import type { ErrorCode } from '../../domain/shared/error-code';
import { refusalKey, type Refusal, type RefusalParam } from '../../domain/shared/refusal';

/**
 * What a view shows when something is refused: a domain refusal (a code it translates), the exchange's own words
 * (`said`: a refusal no reader knows, in English as the exchange wrote it), or a transport failure's code
 * (`errors.<code>`).
 */
export type ShownProblem = { readonly refusal: Refusal } | { readonly said: string } | { readonly error: ErrorCode };

function paramText(language: string, value: RefusalParam): string {
  if (typeof value === 'string') return value;
  if (!('decimal' in value)) return formatDateTime(language, value.time);
  return value.places === undefined ? formatExact(language, value.decimal) : formatDecimal(language, value.decimal, value.places);
}

/** A domain refusal in the user's language, its numbers and moments in the language's format. */
export function translateRefusal(t: TFunction, language: string, refusal: Refusal): string {
  const values = Object.fromEntries(Object.entries(refusal.params).map(([name, value]) => [name, paramText(language, value)]));
  return String(t(`common:${refusalKey(refusal.code)}`, values));
}

/** Whether the language is English, the only one the exchange's own words are written in. */
export const isEnglish = (language: string): boolean => language === 'en' || language.startsWith('en-');

/** The exchange's own words: as said in English, a general translated refusal in every other language. */
export function saidInLanguage(t: (key: string) => string, language: string, said: string): string {
  return isEnglish(language) ? said : String(t('common:refusals.flow.other'));
}

/**
 * Any shown problem as text in the user's language. The exchange's own words are English only: in English they are
 * shown as said, in any other language as a general translated refusal, never as an English sentence.
 */
export function problemText(t: TFunction, language: string, problem: ShownProblem): string {
  if ('refusal' in problem) return translateRefusal(t, language, problem.refusal);
  if ('said' in problem) return saidInLanguage(t, language, problem.said);
  return String(t(`common:errors.${problem.error}`));
}

/** A message that is either the exchange's own words (`message`, English only) or a domain refusal, as text in the user's language. */
export function saidOrTranslated(t: TFunction, language: string, shown: { readonly message?: string; readonly refusal?: Refusal }): string {
  if (shown.refusal) return translateRefusal(t, language, shown.refusal);
  return shown.message ? problemText(t, language, { said: shown.message }) : '';
}
