import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionCardType } from '../../application/rewards/ports/promotions-api.port';
import { RouteContainer } from '../shared/container-context';
import { Button, ButtonLink } from '../ui/button';
import { Stack } from '../ui/layout';
import { Card } from '../ui/surface';
import { Text } from '../ui/typography';
import { usePromotionCards } from './promotions-view';

/**
 * The promotion cards of one place (home, the trade page, the reward centre) in the member's language, each
 * dismissible (remembered in this browser). Built from the light kit, so the home page (which has no antd,
 * docs/adr/0010) and the antd pages show the same cards and neither brings the other's kit. Renders nothing until
 * the cards arrive: put it where its arrival moves nothing the visitor is reading.
 */
export function PromotionCards({ cardType, style }: { readonly cardType: PromotionCardType; readonly style?: CSSProperties }) {
  // The rewards capability's module, which the other pages do not bind by themselves (the reward centre's).
  return (
    <RouteContainer routeId="accountRewards">
      <Cards cardType={cardType} style={style} />
    </RouteContainer>
  );
}

function Cards({ cardType, style }: { readonly cardType: PromotionCardType; readonly style?: CSSProperties }) {
  const { t } = useTranslation('rewards');
  const { cards, dismiss } = usePromotionCards(cardType);
  if (cards.length === 0) return null;
  return (
    <Stack vertical gap="sm" style={style} data-testid={`promotion-cards-${cardType}`}>
      {cards.map((c) => (
        <Card key={c.id} muted data-testid={`promotion-${c.id}`}>
          <Stack wrap align="center" justify="space-between" gap="md">
            <Stack vertical gap="xs" style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Text strong>{c.title}</Text>
              <Text tone="secondary">{c.text}</Text>
            </Stack>
            {/* Wraps where both buttons do not fit (a narrow column, a long language): never wider than the card. */}
            <Stack wrap gap="sm" align="center">
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
