import { Avatar, Card, Col, Flex, Row, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/button';
import { FeatureGrid } from '../site/feature-grid';
import { SiteHero } from '../site/site-hero';
import { usePageMeta } from '../site/use-page-meta';
import { PageSection } from './page-section';

const VALUES = ['transparency', 'liquidity', 'security'] as const;
const LEADERS = [['ceo', 210], ['cto', 160], ['cso', 20], ['research', 280], ['product', 120], ['community', 330]] as const;
const initials = (name: string) => name.split(/\s+/).map((w) => w[0]).join('').slice(0, 2);

export default function TeamPage() {
  const { t } = useTranslation('site');
  const { token } = theme.useToken();
  usePageMeta({ title: t('meta.team.title'), description: t('meta.team.description') });
  return (
    <PageSection>
      <SiteHero title={t('team.heading')} intro={t('team.intro')} />
      <FeatureGrid title={t('team.valuesTitle')} items={VALUES.map((k) => ({ key: k, title: t(`team.values.${k}.title`), text: t(`team.values.${k}.text`) }))} />
      <section style={{ marginBlock: token.marginXL }}>
        <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3 }}>{t('team.leadersTitle')}</Typography.Title>
        <Row gutter={[token.marginMD, token.marginMD]}>
          {LEADERS.map(([key, hue]) => {
            const name = t(`team.leaders.${key}.name`);
            return (
              <Col key={key} xs={24} sm={12} lg={8}>
                <Card>
                  <Flex gap={token.marginMD} align="center">
                    <Avatar size={56} style={{ background: `hsl(${hue} 55% 30%)`, flexShrink: 0 }} aria-hidden>{initials(name)}</Avatar>
                    <div>
                      <Typography.Title level={3} style={{ fontSize: token.fontSizeLG, margin: 0 }}>{name}</Typography.Title>
                      <Typography.Text type="secondary">{t(`team.leaders.${key}.role`)}</Typography.Text>
                    </div>
                  </Flex>
                </Card>
              </Col>
            );
          })}
        </Row>
      </section>
      <Card style={{ background: token.colorFillQuaternary }}>
        <Flex wrap justify="space-between" align="center" gap={token.marginMD}>
          <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading4, margin: 0 }}>{t('team.joinTitle')}</Typography.Title>
          <ButtonLink to="/careers" variant="primary">{t('team.joinCta')}</ButtonLink>
        </Flex>
      </Card>
    </PageSection>
  );
}
