import { Alert, Button, Card, Flex, Input, Result, Select, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { failureText } from '../shared/failure-text';
import { amountMessage } from '../shared/amount-message';
import { BuyCryptoStore } from './buy-crypto.store';
import { CardStep } from './card-step';
import { OfferList } from './offer-list';
import { PageHeading, SignInPrompt } from '../shared/page-frame';
import { formatExact } from '../../domain/shared/amount-format';

/** /buy-crypto: fiat, crypto and amount; the providers' offers; the card step; paid. */
export default observer(function BuyCryptoPage() {
  const { t, i18n } = useTranslation('buyCrypto');
  const store = useInjection(BuyCryptoStore);
  const session = useInjection(SessionStore);
  useDocumentTitle(t('title'));
  return (
    <Flex vertical gap={16} data-testid="buy-crypto-page" style={{ maxWidth: 720, margin: '0 auto', width: '100%', padding: 16 }}>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      {store.step === 'paid' && store.purchase ? (
        <Card>
          <Result
            status="success"
            data-testid="buy-paid"
            title={t('paid', { amount: formatExact(i18n.language, store.purchase.amount), token: store.purchase.token })}
            subTitle={store.purchase.description}
            extra={[
              <Link key="wallet" to="/wallet">
                <Button type="primary">{t('toWallet')}</Button>
              </Link>,
              <Button key="again" onClick={() => store.restart()}>
                {t('again')}
              </Button>,
            ]}
          />
        </Card>
      ) : store.step === 'pay' && store.chosen ? (
        session.loggedIn ? (
          <CardStep store={store} />
        ) : (
          <SignInPrompt title={t('loginToPay')} action={t('login')} back="/buy-crypto" />
        )
      ) : (
        <Card>
          <Flex vertical gap={12}>
            <label htmlFor="buy-amount">
              <Typography.Text strong>{t('spend')}</Typography.Text>
            </label>
            <Flex gap={8}>
              <Input
                id="buy-amount"
                inputMode="decimal"
                value={store.amount}
                data-testid="buy-amount"
                status={store.amountProblem ? 'error' : undefined}
                onChange={(e) => store.setAmount(e.target.value)}
                onPressEnter={() => void store.loadOffers()}
                style={{ flex: 1 }}
              />
              <Select
                aria-label={t('fiat')}
                value={store.fiat}
                onChange={(v: string) => store.setFiat(v)}
                options={store.fiats.map((f) => ({ value: f, label: f }))}
                style={{ width: 100 }}
                data-testid="buy-fiat"
              />
            </Flex>
            {store.amountProblem && (
              <Typography.Text type="danger" role="alert" data-testid="buy-amount-problem">
                {amountMessage(t, i18n.language, store.amountProblem, t('amountField'), store.fiat)}
              </Typography.Text>
            )}
            <label htmlFor="buy-crypto">
              <Typography.Text strong>{t('receive')}</Typography.Text>
            </label>
            <Select
              id="buy-crypto"
              value={store.crypto}
              onChange={(v: string) => store.setCrypto(v)}
              options={store.cryptos.map((c) => ({ value: c, label: c }))}
              style={{ maxWidth: 200 }}
              data-testid="buy-crypto"
            />
            <Button
              type="primary"
              size="large"
              disabled={!!store.amountProblem}
              loading={store.loading}
              onClick={() => void store.loadOffers()}
              data-testid="buy-offers"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('getOffers')}
            </Button>
            {store.failure && <Alert type="error" showIcon title={failureText(t, store.failure, i18n.language)} />}
            <OfferList store={store} />
          </Flex>
        </Card>
      )}
    </Flex>
  );
});
