import { AndroidFilled, AppleFilled } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppConfig } from '../../application/shared/app-config';
import { HomeMarkets } from '../market/home-markets';
import { ProductTickerWidget } from '../market/product-ticker-widget';
import { useInjection } from '../shared/container-context';
import { ExternalLink } from '../site/external-link';
import { FeatureGrid } from '../site/feature-grid';
import { usePageMeta } from '../site/use-page-meta';
import { PageSection } from './page-section';

const HIGHLIGHTS = [
  { key: 'spot', to: '/trade' },
  { key: 'futures', to: '/trade/BTC_PERP' },
  { key: 'earn', to: '/staking' },
  { key: 'copyTrading', to: '/social-trading' },
  { key: 'campaigns', to: '/leaderboard' },
] as const;

/** Home: hero, live WOO/USDT ticker and totals, product highlights, proof-of-reserves teaser, the app, links into the app. */
export default function HomePage() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('site');
  const { token } = theme.useToken();
  const config = useInjection(AppConfig);
  usePageMeta({ title: ts('meta.home.title'), description: ts('meta.home.description') });
  return (
    <PageSection>
      <Flex vertical gap={token.marginXL} style={{ paddingBlock: token.paddingXL }}>
        <div>
          <Typography.Title level={1} data-testid="page-title" style={{ marginBottom: token.marginSM, fontSize: 'clamp(30px, 6vw, 52px)', lineHeight: 1.1 }}>{t('home.hero.title')}</Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeLG, maxWidth: 640 }}>{t('home.hero.subtitle')}</Typography.Paragraph>
          <Space wrap>
            <Link to="/register"><Button type="primary" size="large">{t('home.hero.cta')}</Button></Link>
            <Link to="/markets"><Button size="large">{t('home.hero.markets')}</Button></Link>
          </Space>
        </div>
        <ProductTickerWidget />
        <HomeMarkets />
      </Flex>
      <FeatureGrid title={ts('home.highlightsTitle')} columns={3} items={HIGHLIGHTS.map(({ key, to }) => ({
        key, title: ts(`home.${key}.title`), text: ts(`home.${key}.text`), extra: <Link to={to}>{ts('cta.learnMore')} →</Link>,
      }))} />
      <Row gutter={[token.marginMD, token.marginMD]} style={{ marginBlock: token.marginXL }}>
        <Col xs={24} lg={12}>
          <Card style={{ height: '100%', background: token.colorFillQuaternary }} data-testid="por-teaser">
            <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3, marginTop: 0 }}>{ts('home.porTitle')}</Typography.Title>
            <Typography.Paragraph type="secondary">{ts('home.porText')}</Typography.Paragraph>
            <Link to="/proof-of-reserves"><Button type="primary">{ts('home.porCta')}</Button></Link>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card style={{ height: '100%' }} data-testid="app-teaser">
            <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3, marginTop: 0 }}>{ts('home.appTitle')}</Typography.Title>
            <Typography.Paragraph type="secondary">{ts('home.appText')}</Typography.Paragraph>
            <Space wrap>
              <Button icon={<AppleFilled />} href={config.links.appStore} target="_blank" rel="noopener noreferrer">{ts('download.appStore')}</Button>
              <Button icon={<AndroidFilled />} href={config.links.googlePlay} target="_blank" rel="noopener noreferrer">{ts('download.googlePlay')}</Button>
              <Link to="/download">{ts('cta.download')} →</Link>
            </Space>
          </Card>
        </Col>
      </Row>
      <section style={{ marginBlock: token.marginXL }}>
        <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3 }}>{ts('home.quickLinksTitle')}</Typography.Title>
        <Flex wrap gap={token.marginLG}>
          <Link to="/markets">{ts('cta.markets')}</Link>
          <Link to="/trade">{ts('cta.trade')}</Link>
          <Link to="/blog">{ts('help.blog')}</Link>
          <ExternalLink href={config.links.tradingFees}>{ts('home.fees')}</ExternalLink>
          <ExternalLink href={config.links.apiDocs}>{ts('home.apiDocs')}</ExternalLink>
        </Flex>
      </section>
    </PageSection>
  );
}
