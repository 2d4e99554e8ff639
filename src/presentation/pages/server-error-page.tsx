import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusPage } from './status-page';

/** 500: apologises, offers a reload and the way home, and where to get help. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <StatusPage
      code="500" codeColor={token.colorError} testId="server-error" title={t('serverError.title')} subtitle={t('serverError.subtitle')} showStatus
      actions={<>
        <Button type="primary" onClick={() => window.location.reload()}>{t('serverError.reload')}</Button>
        <Link to="/"><Button>{t('notFound.home')}</Button></Link>
      </>}
    />
  );
}
