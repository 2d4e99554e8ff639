import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/button';

/**
 * "Make your first deposit", drawn with the light kit so that the page's first frame (wallet-page.tsx, from the early
 * read) and the antd view (wallet-status.tsx) show the same element at the same size: nothing moves and nothing
 * repaints larger when the view takes over. No close button: a deposit ends it.
 */
export function FirstDepositNotice() {
  const { t } = useTranslation('wallet');
  return (
    <section className="ex-notice" role="status" aria-labelledby="wallet-first-deposit-title" data-testid="wallet-first-deposit">
      <svg className="ex-notice__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <rect x="11" y="10" width="2" height="7" rx="1" fill="var(--ex-color-bg-container)" />
        <circle cx="12" cy="7.5" r="1.25" fill="var(--ex-color-bg-container)" />
      </svg>
      <div className="ex-notice__text">
        <h2 id="wallet-first-deposit-title" className="ex-notice__title">
          {t('firstDeposit.title')}
        </h2>
        <p className="ex-notice__body">{t('firstDeposit.body')}</p>
      </div>
      <ButtonLink to="/wallet/deposit" variant="primary" size="small" className="ex-notice__action">
        {t('firstDeposit.action')}
      </ButtonLink>
    </section>
  );
}
