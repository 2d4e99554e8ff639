import { Button, Flex, Space, theme, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../shared/use-document-title';
import { PageSection } from './page-section';

const HelpLinks = lazy(() => import('./help-links'));

/** 500: apologises, offers a reload and the way home, and where to get help. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  useDocumentTitle(t('serverError.title'));
  return (
    <PageSection>
      <Flex vertical align="center" gap={token.marginMD} style={{ textAlign: 'center', paddingBlock: token.paddingXL }}>
        <Typography.Text style={{ fontSize: 72, fontWeight: 700, color: token.colorError, lineHeight: 1 }} aria-hidden>500</Typography.Text>
        <Typography.Title level={1} style={{ margin: 0 }} data-testid="server-error">{t('serverError.title')}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 520 }}>{t('serverError.subtitle')}</Typography.Paragraph>
        <Space wrap>
          <Button type="primary" onClick={() => window.location.reload()}>{t('serverError.reload')}</Button>
          <Link to="/"><Button>{t('notFound.home')}</Button></Link>
        </Space>
        <Suspense fallback={null}><HelpLinks showStatus /></Suspense>
      </Flex>
    </PageSection>
  );
}
