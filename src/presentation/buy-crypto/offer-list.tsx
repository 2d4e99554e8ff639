import { Button, Card, Flex, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BuyCryptoStore } from './buy-crypto.store';
import { formatExact } from '../../domain/shared/amount-format';

/** The providers' offers, best (most crypto) first: what arrives, the rate and the fee; "Buy" goes to the card step. */
export const OfferList = observer(function OfferList({ store }: { store: BuyCryptoStore }) {
  const { t, i18n } = useTranslation('buyCrypto');
  const figure = (value: string) => formatExact(i18n.language, value);
  if (store.offers.length === 0) return null;
  return (
    <Flex vertical gap={8} data-testid="buy-offer-list">
      <Typography.Text type="secondary">{t('offers')}</Typography.Text>
      {store.offers.map((o, i) => (
        <Card key={o.quoteId} size="small" data-testid="buy-offer">
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Flex vertical>
              <Flex gap={6} align="center">
                <Typography.Text strong>{o.providerName}</Typography.Text>
                {i === 0 && <Tag color="success">{t('best')}</Tag>}
              </Flex>
              <Typography.Text
                style={{ fontSize: 18 }}
                data-testid="buy-offer-amount"
              >{`${figure(o.cryptoAmount)} ${o.crypto}`}</Typography.Text>
              <Typography.Text type="secondary">{t('rate', { rate: figure(o.rate), fiat: o.fiat, crypto: o.crypto })}</Typography.Text>
              <Typography.Text type="secondary">{t('fee', { fee: figure(o.fee), fiat: o.fiat })}</Typography.Text>
            </Flex>
            <Button type={i === 0 ? 'primary' : 'default'} onClick={() => store.choose(o.quoteId)} data-testid="buy-choose">
              {t('buy')}
            </Button>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
});
