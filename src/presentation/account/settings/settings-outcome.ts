import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { saidOrTranslated } from '../../shared/translate-refusal';
import type { Outcome } from './account-settings.store';

/** Tells how a settings change ended: "Saved", or the refusal in the user's language (or that it did not answer). */
export function useOutcomeToast(): (outcome: Outcome) => void {
  const { message } = App.useApp();
  const { t, i18n } = useTranslation('account');
  return (outcome) => {
    if (outcome.ok) void message.success(t('settings.saved'));
    else if (outcome.message === undefined) void message.error(t('settings.unanswered'));
    else void message.error(saidOrTranslated(t, i18n.language, outcome));
  };
}
