import { useTranslation } from 'react-i18next';
import { AppConfig } from '../../application/shared/app-config';
import { useInjection } from '../shared/container-context';
import { ExternalLink } from '../site/external-link';
import { ButtonLink } from '../ui/button';
import { Grid } from '../ui/layout';
import { Title } from '../ui/typography';
import { BulletList } from '../site/bullet-list';
import { FeatureGrid } from '../site/feature-grid';
import { SiteHero } from '../site/site-hero';
import { usePageMeta } from '../site/use-page-meta';
import { PageSection } from './page-section';

const OFFER = ['capital', 'split', 'tools'] as const;
const REQUIREMENTS = ['record', 'risk', 'style'] as const;
const STEPS = ['one', 'two', 'three'] as const;

export default function TraderRecruitmentPage() {
  const { t } = useTranslation('site');
  const config = useInjection(AppConfig);
  usePageMeta({ title: t('meta.traderRecruitment.title'), description: t('meta.traderRecruitment.description') });
  return (
    <PageSection>
      <SiteHero title={t('traderRecruitment.heading')} intro={t('traderRecruitment.intro')}>
        <ExternalLink href={config.links.traderApplication} button="primary" testId="trader-application">
          {t('traderRecruitment.apply')}
        </ExternalLink>
        <ButtonLink to="/social-trading" size="large">
          {t('traderRecruitment.cta')}
        </ButtonLink>
      </SiteHero>
      <FeatureGrid
        title={t('traderRecruitment.offerTitle')}
        items={OFFER.map((k) => ({ key: k, title: t(`traderRecruitment.offer.${k}.title`), text: t(`traderRecruitment.offer.${k}.text`) }))}
      />
      <Grid min={320} style={{ marginBlock: 'var(--ex-margin-xl)', columnGap: 'var(--ex-margin-xl)' }}>
        <div>
          <Title level={2} style={{ fontSize: 'var(--ex-font-size-heading3)' }}>
            {t('traderRecruitment.requirementsTitle')}
          </Title>
          <BulletList items={REQUIREMENTS.map((k) => t(`traderRecruitment.requirements.${k}`))} />
        </div>
        <div>
          <Title level={2} style={{ fontSize: 'var(--ex-font-size-heading3)' }}>
            {t('traderRecruitment.stepsTitle')}
          </Title>
          <BulletList ordered items={STEPS.map((k) => t(`traderRecruitment.steps.${k}`))} />
        </div>
      </Grid>
    </PageSection>
  );
}
