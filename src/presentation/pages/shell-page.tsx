import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../shared/use-document-title';
import { Text, Title } from '../ui/typography';
import { PageSection } from './page-section';

/** The shell of a route whose page a later issue builds: its translated title and what it will offer. */
export function ShellPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const title = t(`routes.${id}.title`);
  useDocumentTitle(title);
  return (
    <PageSection>
      <Title level={1} data-testid="page-title">
        {title}
      </Title>
      <Text as="p" tone="secondary">
        {t(`routes.${id}.summary`)}
      </Text>
    </PageSection>
  );
}
