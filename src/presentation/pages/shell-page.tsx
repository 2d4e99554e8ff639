import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../shared/use-document-title';
import { PageSection } from './page-section';

/** The shell of a route whose page a later issue builds: its translated title and what it will offer. */
export function ShellPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const title = t(`routes.${id}.title`);
  useDocumentTitle(title);
  return (
    <PageSection>
      <Typography.Title level={1} data-testid="page-title">{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(`routes.${id}.summary`)}</Typography.Paragraph>
    </PageSection>
  );
}
