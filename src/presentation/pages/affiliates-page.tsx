import { Card, Col, Row, Statistic, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppConfig } from '../../application/shared/app-config';
import { useInjection } from '../shared/container-context';
import { BulletList } from '../site/bullet-list';
import { ExternalLink } from '../site/external-link';
import { SiteHero } from '../site/site-hero';
import { usePageMeta } from '../site/use-page-meta';
import { PageSection } from './page-section';

const TIERS = ['starter', 'pro', 'elite'] as const;
const HOW = ['apply', 'share', 'earn'] as const;

export default function AffiliatesPage() {
  const { t } = useTranslation('site');
  const { token } = theme.useToken();
  const config = useInjection(AppConfig);
  usePageMeta({ title: t('meta.affiliates.title'), description: t('meta.affiliates.description') });
  return (
    <PageSection>
      <SiteHero title={t('affiliates.heading')} intro={t('affiliates.intro')}>
        <ExternalLink href={config.links.affiliatesForm} button="primary" testId="affiliates-form">{t('affiliates.form')}</ExternalLink>
        <ExternalLink href={config.links.brandKit} button="default" testId="brand-kit">{t('affiliates.brandKit')}</ExternalLink>
      </SiteHero>
      <section style={{ marginBlock: token.marginXL }}>
        <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3 }}>{t('affiliates.tiersTitle')}</Typography.Title>
        <Row gutter={[token.marginMD, token.marginMD]}>
          {TIERS.map((k) => (
            <Col key={k} xs={24} md={8}>
              <Card style={{ height: '100%' }}>
                <Statistic title={t(`affiliates.tiers.${k}.name`)} value={t(`affiliates.tiers.${k}.rate`)} valueStyle={{ color: token.colorLink }} />
                <Typography.Text type="secondary">{t(`affiliates.tiers.${k}.text`)}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
      <section style={{ marginBlock: token.marginXL }}>
        <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3 }}>{t('affiliates.howTitle')}</Typography.Title>
        <BulletList ordered items={HOW.map((k) => t(`affiliates.how.${k}`))} />
      </section>
    </PageSection>
  );
}
