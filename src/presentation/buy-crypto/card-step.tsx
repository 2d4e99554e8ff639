import { Alert, Button, Card, Descriptions, Flex, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CardField } from '../../domain/wallet/on-ramp';
import { translateRefusal } from '../shared/translate-refusal';
import { failureText } from '../shared/failure-text';
import type { BuyCryptoStore } from './buy-crypto.store';
import { formatExact } from '../../domain/shared/amount-format';

const FIELDS: readonly { field: CardField; autoComplete: string; inputMode?: 'numeric' }[] = [
  { field: 'number', autoComplete: 'cc-number', inputMode: 'numeric' },
  { field: 'expiry', autoComplete: 'cc-exp' },
  { field: 'cvc', autoComplete: 'cc-csc', inputMode: 'numeric' },
  { field: 'holder', autoComplete: 'cc-name' },
];

/** The simulated provider's card form: the order's summary, the card checked before it is sent, then "Pay". */
export const CardStep = observer(function CardStep({ store }: { store: BuyCryptoStore }) {
  const { t, i18n } = useTranslation('buyCrypto');
  const figure = (value: string) => formatExact(i18n.language, value);
  const offer = store.chosen!;
  const problem = store.tried ? store.cardProblem : undefined;
  return (
    <Card data-testid="buy-card-step">
      <Flex vertical gap={12}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('payWith', { provider: offer.providerName })}
        </Typography.Title>
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'pay', label: t('youPay'), children: `${figure(offer.fiatAmount)} ${offer.fiat}` },
            { key: 'fee', label: t('feeLabel'), children: `${figure(offer.fee)} ${offer.fiat}` },
            { key: 'rate', label: t('rateLabel'), children: `${figure(offer.rate)} ${offer.fiat}` },
            {
              key: 'get',
              label: t('youGet'),
              children: <Typography.Text strong>{`${figure(offer.cryptoAmount)} ${offer.crypto}`}</Typography.Text>,
            },
          ]}
        />
        <Typography.Text type="secondary">{t('simulated')}</Typography.Text>
        {FIELDS.map(({ field, autoComplete, inputMode }) => (
          <Flex vertical gap={4} key={field}>
            <label htmlFor={`card-${field}`}>
              <Typography.Text strong>{t(`card.${field}`)}</Typography.Text>
            </label>
            <Input
              id={`card-${field}`}
              value={store.card[field]}
              autoComplete={autoComplete}
              inputMode={inputMode}
              data-testid={`card-${field}`}
              placeholder={t(`card.${field}Placeholder`)}
              status={problem?.field === field ? 'error' : undefined}
              onChange={(e) => store.setCard(field, e.target.value)}
            />
            {problem?.field === field && (
              <Typography.Text type="danger" role="alert">
                {translateRefusal(t, i18n.language, problem.refusal)}
              </Typography.Text>
            )}
          </Flex>
        ))}
        {store.failure && <Alert type="error" showIcon title={failureText(t, store.failure, i18n.language)} data-testid="buy-refusal" />}
        <Flex gap={8}>
          <Button type="primary" size="large" loading={store.paying} onClick={() => void store.pay()} data-testid="buy-pay">
            {t('pay', { amount: figure(offer.fiatAmount), fiat: offer.fiat })}
          </Button>
          <Button size="large" onClick={() => store.back()}>
            {t('back')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
});
