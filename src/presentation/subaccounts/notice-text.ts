import type { SubAccountNotice } from './sub-accounts.store';

/** A notice as text: the exchange's message, or "the exchange did not answer" in the language. */
export const noticeText = (t: (key: string) => string, notice: SubAccountNotice): string => (notice.kind === 'refused' ? notice.message : t('subaccounts:unanswered'));
