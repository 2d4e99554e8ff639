import { useTranslation } from 'react-i18next';
import { RouteContainer } from '../shared/container-context';
import { Button, ButtonLink } from '../ui/button';
import { Stack } from '../ui/layout';
import { Card } from '../ui/surface';
import { Text } from '../ui/typography';
import { usePromotionCards } from './promotions-view';

/**
 * Home's promotion cards in the light kit (the home page has no antd, docs/adr/0010): the cards of `HOME` in the
 * visitor's language (a member's own cards too), each dismissible (remembered in this browser). A runtime view the
 * home page loads lazily; it sits at the end of the page's content, so its arrival moves nothing above it.
 */
export function HomePromotionCards() {
  // The rewards capability's module is not one the home page binds: the card asks for it (the reward centre's).
  return (
    <RouteContainer routeId="accountRewards">
      <Cards />
    </RouteContainer>
  );
}

function Cards() {
  const { t } = useTranslation('rewards');
  const { cards, dismiss } = usePromotionCards('HOME');
  if (cards.length === 0) return null;
  return (
    <Stack vertical gap="sm" style={{ marginBlock: 'var(--ex-margin-xl)' }} data-testid="promotion-cards-HOME">
      {cards.map((c) => (
        <Card key={c.id} muted data-testid={`promotion-${c.id}`}>
          <Stack wrap align="center" justify="space-between" gap="md">
            <Stack vertical gap="xs" style={{ minWidth: 0, flex: '1 1 260px' }}>
              <Text strong>{c.title}</Text>
              <Text tone="secondary">{c.text}</Text>
            </Stack>
            <Stack gap="sm" align="center">
              <ButtonLink to={c.link} variant="primary">
                {c.button}
              </ButtonLink>
              <Button
                variant="text"
                onClick={() => dismiss(c.id)}
                aria-label={t('promotions.dismissLabel', { title: c.title })}
                data-testid={`promotion-dismiss-${c.id}`}
              >
                {t('promotions.dismiss')}
              </Button>
            </Stack>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
