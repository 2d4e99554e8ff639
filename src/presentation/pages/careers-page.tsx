import { Card, Col, Flex, Row, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppConfig } from '../../application/shared/app-config';
import { useInjection } from '../shared/container-context';
import { BulletList } from '../site/bullet-list';
import { ExternalLink } from '../site/external-link';
import { SiteHero } from '../site/site-hero';
import { usePageMeta } from '../site/use-page-meta';
import { PageSection } from './page-section';

const PERKS = ['remote', 'growth', 'equity', 'health'] as const;
const ROLES = ['frontend', 'matching', 'security', 'quant', 'compliance', 'support'] as const;

export default function CareersPage() {
  const { t } = useTranslation('site');
  const { token } = theme.useToken();
  const config = useInjection(AppConfig);
  usePageMeta({ title: t('meta.careers.title'), description: t('meta.careers.description') });
  return (
    <PageSection>
      <SiteHero title={t('careers.heading')} intro={t('careers.intro')}>
        <ExternalLink href={config.links.careersBoard} button="primary" testId="careers-board">{t('careers.board')}</ExternalLink>
      </SiteHero>
      <Row gutter={[token.marginXL, token.marginXL]} style={{ marginBlock: token.marginXL }}>
        <Col xs={24} lg={8}>
          <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3 }}>{t('careers.perksTitle')}</Typography.Title>
          <BulletList items={PERKS.map((k) => t(`careers.perks.${k}`))} />
        </Col>
        <Col xs={24} lg={16}>
          <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3 }}>{t('careers.rolesTitle')}</Typography.Title>
          <Flex vertical gap={token.marginSM}>
            {ROLES.map((k) => (
              <Card key={k} size="small" styles={{ body: { padding: token.paddingMD } }}>
                <Flex wrap justify="space-between" align="center" gap={token.marginSM}>
                  <div>
                    <Typography.Title level={3} style={{ fontSize: token.fontSize + 2, margin: 0 }}>
                      <ExternalLink href={config.links.careersBoard}>{t(`careers.roles.${k}.title`)}</ExternalLink>
                    </Typography.Title>
                    <Typography.Text type="secondary">{t(`careers.roles.${k}.location`)}</Typography.Text>
                  </div>
                  <Tag>{t(`careers.roles.${k}.team`)}</Tag>
                </Flex>
              </Card>
            ))}
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: token.marginMD }}>{t('careers.noRole')}</Typography.Paragraph>
        </Col>
      </Row>
    </PageSection>
  );
}
