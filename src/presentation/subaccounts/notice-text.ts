import type { TFunction } from 'i18next';
import { translateRefusal } from '../shared/translate-refusal';
import type { SubAccountNotice } from './sub-accounts.store';

/** A notice as text: the exchange's message, the app's own refusal translated, or "the exchange did not answer" in the language. */
export function noticeText(t: (key: string) => string, notice: SubAccountNotice, language = 'en'): string {
  if (notice.kind === 'refused') return notice.message;
  if (notice.kind === 'invalid') return translateRefusal(t as TFunction, language, notice.refusal);
  return t('subaccounts:unanswered');
}
