import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../ui/button';
import { StatusPage } from './status-page';

/** 500: apologises, offers a reload and the way home, and where to get help. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="500"
      tone="error"
      testId="server-error"
      title={t('serverError.title')}
      subtitle={t('serverError.subtitle')}
      showStatus
      actions={
        <>
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('serverError.reload')}
          </Button>
          <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
        </>
      }
    />
  );
}
