import { Col, Row, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppConfig } from '../../application/shared/app-config';
import { useInjection } from '../shared/container-context';
import { ExternalLink } from '../site/external-link';
import { ButtonLink } from '../ui/button';
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
  const { token } = theme.useToken();
  const config = useInjection(AppConfig);
  usePageMeta({ title: t('meta.traderRecruitment.title'), description: t('meta.traderRecruitment.description') });
  return (
    <PageSection>
      <SiteHero title={t('traderRecruitment.heading')} intro={t('traderRecruitment.intro')}>
        <ExternalLink href={config.links.traderApplication} button="primary" testId="trader-application">{t('traderRecruitment.apply')}</ExternalLink>
        <ButtonLink to="/social-trading" size="large">{t('traderRecruitment.cta')}</ButtonLink>
      </SiteHero>
      <FeatureGrid title={t('traderRecruitment.offerTitle')} items={OFFER.map((k) => ({ key: k, title: t(`traderRecruitment.offer.${k}.title`), text: t(`traderRecruitment.offer.${k}.text`) }))} />
      <Row gutter={[token.marginXL, token.marginXL]} style={{ marginBlock: token.marginXL }}>
        <Col xs={24} md={12}>
          <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3 }}>{t('traderRecruitment.requirementsTitle')}</Typography.Title>
          <BulletList items={REQUIREMENTS.map((k) => t(`traderRecruitment.requirements.${k}`))} />
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3 }}>{t('traderRecruitment.stepsTitle')}</Typography.Title>
          <BulletList ordered items={STEPS.map((k) => t(`traderRecruitment.steps.${k}`))} />
        </Col>
      </Row>
    </PageSection>
  );
}
