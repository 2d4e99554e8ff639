import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/button';
import { StatusPage } from './status-page';

/** 404: says what happened and offers the likely next steps. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      tone="primary"
      testId="not-found"
      title={t('notFound.title')}
      subtitle={t('notFound.subtitle')}
      actions={
        <>
          <ButtonLink to="/" variant="primary">
            {t('notFound.home')}
          </ButtonLink>
          <ButtonLink to="/markets">{t('notFound.markets')}</ButtonLink>
        </>
      }
    />
  );
}
