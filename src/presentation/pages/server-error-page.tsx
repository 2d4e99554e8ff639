import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../shared/use-document-title';

export function ServerErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('serverError.title'));
  return (
    <Result
      status="500"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('serverError.title')}</h1>}
      subTitle={t('serverError.subtitle')}
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => window.location.reload()}>{t('serverError.reload')}</Button>
          <Link to="/"><Button>{t('notFound.home')}</Button></Link>
        </Space>
      }
    />
  );
}
