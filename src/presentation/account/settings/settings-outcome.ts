import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Outcome } from './account-settings.store';

/** Tells how a settings change ended: "Saved", or the exchange's refusal (or that it did not answer). */
export function useOutcomeToast(): (outcome: Outcome) => void {
  const { message } = App.useApp();
  const { t } = useTranslation('account');
  return (outcome) => {
    if (outcome.ok) void message.success(t('settings.saved'));
    else void message.error(outcome.message ?? t('settings.unanswered'));
  };
}
