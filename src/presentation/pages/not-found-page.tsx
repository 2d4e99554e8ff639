import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusPage } from './status-page';

/** 404: says what happened and offers the likely next steps. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <StatusPage
      code="404" codeColor={token.colorPrimary} testId="not-found" title={t('notFound.title')} subtitle={t('notFound.subtitle')}
      actions={<>
        <Link to="/"><Button type="primary">{t('notFound.home')}</Button></Link>
        <Link to="/markets"><Button>{t('notFound.markets')}</Button></Link>
      </>}
    />
  );
}
