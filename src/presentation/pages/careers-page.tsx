import { useTranslation } from 'react-i18next';
import { AppConfig } from '../../application/shared/app-config';
import { useInjection } from '../shared/container-context';
import { BulletList } from '../site/bullet-list';
import { ExternalLink } from '../site/external-link';
import { SiteHero } from '../site/site-hero';
import { usePageMeta } from '../site/use-page-meta';
import { Stack } from '../ui/layout';
import { Card, Tag } from '../ui/surface';
import { Text, Title } from '../ui/typography';
import { PageSection } from './page-section';
import './careers.css';

const PERKS = ['remote', 'growth', 'equity', 'health'] as const;
const ROLES = ['frontend', 'matching', 'security', 'quant', 'compliance', 'support'] as const;

export default function CareersPage() {
  const { t } = useTranslation('site');
  const config = useInjection(AppConfig);
  usePageMeta({ title: t('meta.careers.title'), description: t('meta.careers.description') });
  return (
    <PageSection>
      <SiteHero title={t('careers.heading')} intro={t('careers.intro')}>
        <ExternalLink href={config.links.careersBoard} button="primary" testId="careers-board">
          {t('careers.board')}
        </ExternalLink>
      </SiteHero>
      <div className="ex-careers">
        <div>
          <Title level={2} style={{ fontSize: 'var(--ex-font-size-heading3)' }}>
            {t('careers.perksTitle')}
          </Title>
          <BulletList items={PERKS.map((k) => t(`careers.perks.${k}`))} />
        </div>
        <div>
          <Title level={2} style={{ fontSize: 'var(--ex-font-size-heading3)' }}>
            {t('careers.rolesTitle')}
          </Title>
          <Stack vertical gap="sm">
            {ROLES.map((k) => (
              <Card key={k} style={{ padding: 'var(--ex-padding-md)' }}>
                <Stack wrap justify="space-between" align="center" gap="sm">
                  <div>
                    <Title level={3} style={{ fontSize: 'var(--ex-font-size-lg)', margin: 0 }}>
                      <ExternalLink href={config.links.careersBoard}>{t(`careers.roles.${k}.title`)}</ExternalLink>
                    </Title>
                    <Text tone="secondary">{t(`careers.roles.${k}.location`)}</Text>
                  </div>
                  <Tag>{t(`careers.roles.${k}.team`)}</Tag>
                </Stack>
              </Card>
            ))}
          </Stack>
          <Text as="p" tone="secondary" style={{ marginTop: 'var(--ex-margin-md)' }}>
            {t('careers.noRole')}
          </Text>
        </div>
      </div>
    </PageSection>
  );
}
