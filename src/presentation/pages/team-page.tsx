import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/button';
import { Grid, PageSection, Stack } from '../ui/layout';
import { Card } from '../ui/surface';
import { Text, Title } from '../ui/typography';
import { FeatureGrid } from '../site/feature-grid';
import { SiteHero } from '../site/site-hero';
import { usePageMeta } from '../site/use-page-meta';
import './team.css';

const VALUES = ['transparency', 'liquidity', 'security'] as const;
const LEADERS = [
  ['ceo', 210],
  ['cto', 160],
  ['cso', 20],
  ['research', 280],
  ['product', 120],
  ['community', 330],
] as const;
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2);

/** `/team`: a public page, built from the light kit alone (docs/adr/0012-app-pages-speed.md: one kit per page). */
export default function TeamPage() {
  const { t } = useTranslation('site');
  usePageMeta({ title: t('meta.team.title'), description: t('meta.team.description') });
  return (
    <PageSection>
      <SiteHero title={t('team.heading')} intro={t('team.intro')} />
      <FeatureGrid
        title={t('team.valuesTitle')}
        items={VALUES.map((k) => ({ key: k, title: t(`team.values.${k}.title`), text: t(`team.values.${k}.text`) }))}
      />
      <section style={{ marginBlock: 'var(--ex-margin-xl)' }}>
        <Title level={2} style={{ fontSize: 'var(--ex-font-size-heading3)' }}>
          {t('team.leadersTitle')}
        </Title>
        <Grid min={280}>
          {LEADERS.map(([key, hue]) => {
            const name = t(`team.leaders.${key}.name`);
            return (
              <Card key={key}>
                <Stack gap="md" align="center">
                  <span className="ex-avatar" style={{ background: `hsl(${hue} 55% 30%)` }} aria-hidden="true">
                    {initials(name)}
                  </span>
                  <div>
                    <Title level={3} style={{ fontSize: 'var(--ex-font-size-lg)', margin: 0 }}>
                      {name}
                    </Title>
                    <Text tone="secondary">{t(`team.leaders.${key}.role`)}</Text>
                  </div>
                </Stack>
              </Card>
            );
          })}
        </Grid>
      </section>
      <Card muted>
        <Stack wrap justify="space-between" align="center" gap="md">
          <Title level={2} style={{ fontSize: 'var(--ex-font-size-heading4)', margin: 0 }}>
            {t('team.joinTitle')}
          </Title>
          <ButtonLink to="/careers" variant="primary">
            {t('team.joinCta')}
          </ButtonLink>
        </Stack>
      </Card>
    </PageSection>
  );
}
