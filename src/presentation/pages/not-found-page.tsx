import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../shared/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }} data-testid="not-found">{t('notFound.title')}</h1>}
      subTitle={t('notFound.subtitle')}
      extra={
        <Space wrap>
          <Link to="/"><Button type="primary">{t('notFound.home')}</Button></Link>
          <Link to="/markets"><Button>{t('notFound.markets')}</Button></Link>
        </Space>
      }
    />
  );
}
