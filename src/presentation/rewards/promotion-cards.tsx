import { Button, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PromotionCardType } from '../../application/rewards/ports/promotions-api.port';
import { RouteContainer } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { usePromotionCards } from './promotions-view';

/**
 * The promotion cards of one place (antd), each dismissible (remembered in this browser). Renders nothing until the
 * cards arrive, so put it where its arrival moves nothing the visitor is reading (inside a `<Suspense>`: it waits for
 * the rewards module on a page of another capability).
 */
export function PromotionCards({ cardType }: { cardType: PromotionCardType }) {
  // The rewards capability's module, which another page (the trade page) does not bind by itself.
  return (
    <RouteContainer routeId="accountRewards">
      <Cards cardType={cardType} />
    </RouteContainer>
  );
}

function Cards({ cardType }: { cardType: PromotionCardType }) {
  const { t } = useTranslation('rewards');
  const { cards, dismiss } = usePromotionCards(cardType);
  const { token } = theme.useToken();
  if (cards.length === 0) return null;
  // A small card's look without antd's Card, which would bring its Tabs into the trade page's lazy chunk.
  const card = {
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
  };
  return (
    <Flex vertical gap={8} data-testid={`promotion-cards-${cardType}`}>
      {cards.map((c) => (
        <Flex key={c.id} justify="space-between" align="center" gap={12} wrap style={card} data-testid={`promotion-${c.id}`}>
          <Flex vertical style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Typography.Text strong>{c.title}</Typography.Text>
            <Typography.Text type="secondary">{c.text}</Typography.Text>
          </Flex>
          <Flex gap={8}>
            <Link to={c.link}>
              <Button type="primary" size="small">
                {c.button}
              </Button>
            </Link>
            <Button
              size="small"
              type="text"
              onClick={() => dismiss(c.id)}
              aria-label={t('promotions.dismissLabel', { title: c.title })}
              data-testid={`promotion-dismiss-${c.id}`}
            >
              {t('promotions.dismiss')}
            </Button>
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
