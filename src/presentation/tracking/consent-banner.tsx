import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContainerPromise, withRuntime } from '../shared/container-context';
import { Button } from '../ui/button';

/**
 * The consent banner while the preference is unset. Part of the light shell, so it is on screen
 * with the first paint (the boot reads the saved preference); the choice goes through TrackingStore once the
 * container is ready, and the banner goes at once.
 */
export function ConsentBanner({ ask }: { ask: boolean }) {
  const { t } = useTranslation(); // the shell's own namespace: every page's first paint has it
  const container = useContainerPromise();
  const [open, setOpen] = useState(ask);
  if (!open) return null;
  const choose = (choice: 'yes' | 'no') => {
    setOpen(false);
    withRuntime(
      container,
      () => import('./tracking.store').then((m) => m.TrackingStore),
      (store) => store.choose(choice),
    );
  };
  return (
    <div role="region" aria-label={t('consent.title')} data-testid="consent-banner" className="ex-consent">
      <div className="ex-consent__inner">
        <div className="ex-consent__text">
          <strong>{t('consent.title')}</strong>
          <span className="ex-text--secondary">{t('consent.body')}</span>
        </div>
        <div className="ex-consent__actions">
          <Button onClick={() => choose('no')} data-testid="consent-no">
            {t('consent.decline')}
          </Button>
          <Button variant="primary" onClick={() => choose('yes')} data-testid="consent-yes">
            {t('consent.accept')}
          </Button>
        </div>
      </div>
    </div>
  );
}
