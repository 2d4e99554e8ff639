import { useTranslation } from 'react-i18next';
import { AppConfig } from '../../application/shared/app-config';
import { useInjection } from '../shared/container-context';
import { BulletList } from '../site/bullet-list';
import { ExternalLink } from '../site/external-link';
import { SiteHero } from '../site/site-hero';
import { usePageMeta } from '../site/use-page-meta';
import { Grid } from '../ui/layout';
import { Card } from '../ui/surface';
import { Text, Title } from '../ui/typography';
import { PageSection } from './page-section';

const TIERS = ['starter', 'pro', 'elite'] as const;
const HOW = ['apply', 'share', 'earn'] as const;

export default function AffiliatesPage() {
  const { t } = useTranslation('site');
  const config = useInjection(AppConfig);
  usePageMeta({ title: t('meta.affiliates.title'), description: t('meta.affiliates.description') });
  return (
    <PageSection>
      <SiteHero title={t('affiliates.heading')} intro={t('affiliates.intro')}>
        <ExternalLink href={config.links.affiliatesForm} button="primary" testId="affiliates-form">
          {t('affiliates.form')}
        </ExternalLink>
        <ExternalLink href={config.links.brandKit} button="default" testId="brand-kit">
          {t('affiliates.brandKit')}
        </ExternalLink>
      </SiteHero>
      <section style={{ marginBlock: 'var(--ex-margin-xl)' }}>
        <Title level={2} style={{ fontSize: 'var(--ex-font-size-heading3)' }}>
          {t('affiliates.tiersTitle')}
        </Title>
        <Grid min={220}>
          {TIERS.map((k) => (
            <Card key={k}>
              {/* antd's Statistic look: the title small and secondary, the value large. */}
              <Text as="div" tone="secondary">
                {t(`affiliates.tiers.${k}.name`)}
              </Text>
              <div style={{ fontSize: 'var(--ex-font-size-heading3)', color: 'var(--ex-color-link)', marginBottom: 'var(--ex-margin-xs)' }}>
                {t(`affiliates.tiers.${k}.rate`)}
              </div>
              <Text tone="secondary">{t(`affiliates.tiers.${k}.text`)}</Text>
            </Card>
          ))}
        </Grid>
      </section>
      <section style={{ marginBlock: 'var(--ex-margin-xl)' }}>
        <Title level={2} style={{ fontSize: 'var(--ex-font-size-heading3)' }}>
          {t('affiliates.howTitle')}
        </Title>
        <BulletList ordered items={HOW.map((k) => t(`affiliates.how.${k}`))} />
      </section>
    </PageSection>
  );
}
