import { Flex, Space, theme, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useDocumentTitle } from '../shared/use-document-title';
import { PageSection } from './page-section';

const HelpLinks = lazy(() => import('./help-links'));

interface StatusPageProps {
  readonly code: string;
  readonly codeColor: string;
  readonly title: string;
  readonly subtitle: string;
  readonly testId: string;
  readonly actions: ReactNode;
  readonly showStatus?: boolean;
}

/** The frame shared by the 404 and 500 pages: the code, what happened, next steps and where to get help. */
export function StatusPage({ code, codeColor, title, subtitle, testId, actions, showStatus }: StatusPageProps) {
  const { token } = theme.useToken();
  useDocumentTitle(title);
  return (
    <PageSection>
      <Flex vertical align="center" gap={token.marginMD} style={{ textAlign: 'center', paddingBlock: token.paddingXL }}>
        <Typography.Text style={{ fontSize: 72, fontWeight: 700, color: codeColor, lineHeight: 1 }} aria-hidden>{code}</Typography.Text>
        <Typography.Title level={1} style={{ margin: 0 }} data-testid={testId}>{title}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 520 }}>{subtitle}</Typography.Paragraph>
        <Space wrap>{actions}</Space>
        <Suspense fallback={null}><HelpLinks showStatus={showStatus} /></Suspense>
      </Flex>
    </PageSection>
  );
}
