import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../shared/navigation';
import { runtimeLazy } from '../shared/runtime-lazy';
import { ConfigLink } from '../site/config-link';
import { FeatureGrid } from '../site/feature-grid';
import { HomeMarketsSkeleton, TickerSkeleton } from '../site/home-market-frames';
import { Icon } from '../site/icons';
import { usePageMeta } from '../site/use-page-meta';
import { ButtonLink } from '../ui/button';
import { Grid, Stack } from '../ui/layout';
import { Card } from '../ui/surface';
import { Text, Title } from '../ui/typography';
import { PageSection } from './page-section';

/*
 * The home page is the public site's landing page and must stay light (docs/adr/0010): no antd, and nothing
 * here needs the DI container. The live widgets (MobX stores from the container) load in their own chunks,
 * behind placeholders of the same size; links whose address is in AppConfig render their label at once.
 */
const ProductTickerWidget = runtimeLazy(() => import('../market/product-ticker-widget').then((m) => ({ default: m.ProductTickerWidget })));
const HomeMarkets = runtimeLazy(() => import('../market/home-markets').then((m) => ({ default: m.HomeMarkets })));
/** The promotion cards: last on the page (below the fold), so their arrival moves nothing on screen. */
const PromotionCards = runtimeLazy(() => import('../rewards/promotion-cards').then((m) => ({ default: m.PromotionCards })));

const HIGHLIGHTS = [
  { key: 'spot', to: '/trade' },
  { key: 'futures', to: '/trade/BTC_PERP' },
  { key: 'earn', to: '/staking' },
  { key: 'copyTrading', to: '/social-trading/marketplace' },
  { key: 'campaigns', to: '/campaigns' },
] as const;

const SECTION_TITLE = { fontSize: 'var(--ex-font-size-heading3)' } as const;

/** Home: hero, live WOO/USDT ticker and totals, product highlights, proof-of-reserves teaser, the app, links into the app. */
export default function HomePage() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('site');
  usePageMeta({ title: ts('meta.home.title'), description: ts('meta.home.description') });
  return (
    <PageSection>
      <Stack vertical gap="xl" style={{ paddingBlock: 'var(--ex-padding-xl)' }}>
        <div>
          <Title level={1} hero data-testid="page-title">
            {t('home.hero.title')}
          </Title>
          <Text as="p" tone="secondary" lead>
            {t('home.hero.subtitle')}
          </Text>
          <Stack wrap gap="sm">
            <ButtonLink to="/register" variant="primary" size="large">
              {t('home.hero.cta')}
            </ButtonLink>
            <ButtonLink to="/markets" size="large">
              {t('home.hero.markets')}
            </ButtonLink>
          </Stack>
        </div>
        <Suspense fallback={<TickerSkeleton />}>
          <ProductTickerWidget />
        </Suspense>
        <Suspense fallback={<HomeMarketsSkeleton />}>
          <HomeMarkets />
        </Suspense>
      </Stack>
      <FeatureGrid
        title={ts('home.highlightsTitle')}
        columns={3}
        items={HIGHLIGHTS.map(({ key, to }) => ({
          key,
          title: ts(`home.${key}.title`),
          text: ts(`home.${key}.text`),
          extra: <Link to={to}>{ts('cta.learnMore')} →</Link>,
        }))}
      />
      <Grid min={420} style={{ marginBlock: 'var(--ex-margin-xl)' }}>
        <Card muted data-testid="por-teaser">
          <Title level={2} style={SECTION_TITLE}>
            {ts('home.porTitle')}
          </Title>
          <Text as="p" tone="secondary">
            {ts('home.porText')}
          </Text>
          <ButtonLink to="/proof-of-reserves" variant="primary">
            {ts('home.porCta')}
          </ButtonLink>
        </Card>
        <Card data-testid="app-teaser">
          <Title level={2} style={SECTION_TITLE}>
            {ts('home.appTitle')}
          </Title>
          <Text as="p" tone="secondary">
            {ts('home.appText')}
          </Text>
          <Stack wrap align="center">
            <ConfigLink href={(config) => config.links.appStore} button="default" size="middle" icon={<Icon name="apple" />}>
              {ts('download.appStore')}
            </ConfigLink>
            <ConfigLink href={(config) => config.links.googlePlay} button="default" size="middle" icon={<Icon name="android" />}>
              {ts('download.googlePlay')}
            </ConfigLink>
            <Link to="/download">{ts('cta.download')} →</Link>
          </Stack>
        </Card>
      </Grid>
      <section style={{ marginBlock: 'var(--ex-margin-xl)' }}>
        <Title level={2} style={SECTION_TITLE}>
          {ts('home.quickLinksTitle')}
        </Title>
        <Stack wrap gap="lg">
          <Link to="/markets">{ts('cta.markets')}</Link>
          <Link to="/trade">{ts('cta.trade')}</Link>
          <Link to="/blog">{ts('help.blog')}</Link>
          <ConfigLink href={(config) => config.links.tradingFees}>{ts('home.fees')}</ConfigLink>
          <ConfigLink href={(config) => config.links.apiDocs}>{ts('home.apiDocs')}</ConfigLink>
        </Stack>
      </section>
      <Suspense fallback={null}>
        <PromotionCards cardType="HOME" style={{ marginBlock: 'var(--ex-margin-xl)' }} />
      </Suspense>
    </PageSection>
  );
}
