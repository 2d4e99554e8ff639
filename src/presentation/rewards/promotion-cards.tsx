import { Button, Card, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionCardType } from '../../application/rewards/ports/promotions-api.port';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { PromotionsStore } from './promotions.store';

/**
 * The promotion cards of one place (antd), each dismissible (remembered in this browser). Renders nothing until the
 * cards arrive, so put it where its arrival moves nothing the visitor is reading.
 */
export const PromotionCards = observer(function PromotionCards({ cardType }: { cardType: PromotionCardType }) {
  const { t, i18n } = useTranslation('rewards');
  const store = useInjection(PromotionsStore);
  useEffect(() => {
    void store.load(cardType);
  }, [store, cardType, i18n.language]);
  const cards = store.shown(cardType);
  if (cards.length === 0) return null;
  return (
    <Flex vertical gap={8} data-testid={`promotion-cards-${cardType}`}>
      {cards.map((c) => (
        <Card key={c.id} size="small" data-testid={`promotion-${c.id}`}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Flex vertical style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Typography.Text strong>{c.title}</Typography.Text>
              <Typography.Text type="secondary">{c.text}</Typography.Text>
            </Flex>
            <Flex gap={8}>
              <Link to={c.link}><Button type="primary" size="small">{c.button}</Button></Link>
              <Button size="small" type="text" onClick={() => store.dismiss(c.id)} aria-label={t('promotions.dismissLabel', { title: c.title })} data-testid={`promotion-dismiss-${c.id}`}>
                {t('promotions.dismiss')}
              </Button>
            </Flex>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
});
