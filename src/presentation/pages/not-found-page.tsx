import { Button, Flex, Space, theme, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../shared/use-document-title';
import { PageSection } from './page-section';

const HelpLinks = lazy(() => import('./help-links'));

/** 404: says what happened and offers the likely next steps (loaded lazily, it is rarely needed). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  useDocumentTitle(t('notFound.title'));
  return (
    <PageSection>
      <Flex vertical align="center" gap={token.marginMD} style={{ textAlign: 'center', paddingBlock: token.paddingXL }}>
        <Typography.Text style={{ fontSize: 72, fontWeight: 700, color: token.colorPrimary, lineHeight: 1 }} aria-hidden>404</Typography.Text>
        <Typography.Title level={1} style={{ margin: 0 }} data-testid="not-found">{t('notFound.title')}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 520 }}>{t('notFound.subtitle')}</Typography.Paragraph>
        <Space wrap>
          <Link to="/"><Button type="primary">{t('notFound.home')}</Button></Link>
          <Link to="/markets"><Button>{t('notFound.markets')}</Button></Link>
        </Space>
        <Suspense fallback={null}><HelpLinks /></Suspense>
      </Flex>
    </PageSection>
  );
}
