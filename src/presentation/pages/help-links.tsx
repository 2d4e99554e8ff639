import { useTranslation } from 'react-i18next';
import { Link } from '../shared/navigation';
import { ConfigLink } from '../site/config-link';
import { Stack } from '../ui/layout';
import { Text, Title } from '../ui/typography';

/** Where a lost visitor can go next (404 and 500 pages). */
export default function HelpLinks({ showStatus }: { showStatus?: boolean }) {
  const { t } = useTranslation('site');
  return (
    <nav aria-label={t('help.title')} style={{ textAlign: 'center' }}>
      <Title level={2} style={{ fontSize: 'var(--ex-font-size-lg)' }}>
        {t('help.title')}
      </Title>
      <Stack wrap justify="center" gap="lg">
        <Link to="/">{t('help.home')}</Link>
        <Link to="/markets">{t('help.markets')}</Link>
        <Link to="/blog">{t('help.blog')}</Link>
        <ConfigLink href={(config) => config.supportDocsUrl}>{t('help.support')}</ConfigLink>
      </Stack>
      {showStatus && (
        <Text as="p" tone="secondary" style={{ marginTop: 'var(--ex-margin-md)' }}>
          {t('help.status')}
        </Text>
      )}
    </nav>
  );
}
