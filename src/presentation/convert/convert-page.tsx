import { SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Select, Space, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../session/session.store';
import { amountMessage } from '../shared/amount-message';
import { refusalText } from '../shared/refusal-text';
import { DecimalInput } from '../shared/decimal-input';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { ConvertHistory, convertAmount } from './convert-history';
import { ConvertStore } from './convert.store';
import { TradePasswordModal } from '../security/trade-password-modal';
import { PageHeading, SignInPrompt } from '../shared/page-frame';

/** The shown quote: rate, what is received, the countdown; Convert, or Refresh once expired. */
const QuoteCard = observer(function QuoteCard({ store }: { store: ConvertStore }) {
  const { t, i18n } = useTranslation('convert');
  const { token: colors } = theme.useToken();
  const quote = store.quote;
  if (!quote) return null;
  const lng = i18n.language;
  return (
    <Card size="small" data-testid="convert-quote">
      <Flex vertical gap={8}>
        <Flex justify="space-between" wrap gap={8}>
          <Typography.Text type="secondary">{t('quote.rate')}</Typography.Text>
          <Typography.Text data-testid="convert-rate">{`1 ${quote.sellToken} = ${convertAmount(lng, quote.buyPrice)} ${quote.buyToken}`}</Typography.Text>
        </Flex>
        <Flex justify="space-between" wrap gap={8}>
          <Typography.Text type="secondary">{t('quote.receive')}</Typography.Text>
          <Typography.Text
            strong
            data-testid="convert-receive"
          >{`${convertAmount(lng, quote.buyQuantity)} ${quote.buyToken}`}</Typography.Text>
        </Flex>
        {store.expired ? (
          <Typography.Text type="warning" data-testid="convert-expired">
            {t('quote.expired')}
          </Typography.Text>
        ) : (
          <Typography.Text style={{ color: colors.colorTextSecondary }} data-testid="convert-countdown" aria-live="off">
            {t('quote.expiresIn', { seconds: store.secondsLeft })}
          </Typography.Text>
        )}
        {store.expired ? (
          <Button type="primary" block loading={store.quoting} onClick={() => void store.requestQuote()} data-testid="convert-refresh">
            {t('form.refresh')}
          </Button>
        ) : (
          <Button
            type="primary"
            block
            loading={store.accepting}
            disabled={store.accepting}
            onClick={() => void store.accept()}
            data-testid="convert-accept"
          >
            {t('form.accept')}
          </Button>
        )}
      </Flex>
    </Card>
  );
});

/** /convert: from and to tokens, the amount (Max: the available balance), a quote with its countdown, the history. */
export default observer(function ConvertPage() {
  const { t, i18n } = useTranslation('convert');
  const session = useInjection(SessionStore);
  const store = useInjection(ConvertStore);
  useDocumentTitle(t('title'));
  const loggedIn = session.loggedIn;
  useEffect(() => {
    if (!loggedIn) return undefined;
    void store.start();
    return () => store.stop();
  }, [loggedIn, store]);

  if (session.state.status === 'loggedOut') {
    return <SignInPrompt title={t('loginToSee')} action={t('login')} back="/convert" />;
  }
  const lng = i18n.language;
  const options = store.tokenNames.map((name) => ({ value: name, label: name }));
  const notice = store.notice;
  const problem = store.amountProblem;
  return (
    <Flex vertical gap={16} data-testid="convert-page" style={{ maxWidth: 960, margin: '0 auto', padding: 16, width: '100%' }}>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <Card style={{ maxWidth: 480 }}>
        <Flex vertical gap={12}>
          <Flex gap={8} align="end" wrap>
            <Flex vertical gap={4} style={{ flex: 1, minWidth: 120 }}>
              <Typography.Text id="convert-from">{t('form.from')}</Typography.Text>
              <Select
                value={store.sellToken}
                options={options}
                onChange={(v) => store.setSellToken(v)}
                aria-labelledby="convert-from"
                data-testid="convert-from"
                showSearch
              />
            </Flex>
            <Button icon={<SwapOutlined />} aria-label={t('form.swap')} onClick={() => store.swap()} data-testid="convert-swap" />
            <Flex vertical gap={4} style={{ flex: 1, minWidth: 120 }}>
              <Typography.Text id="convert-to">{t('form.to')}</Typography.Text>
              <Select
                value={store.buyToken}
                options={options}
                onChange={(v) => store.setBuyToken(v)}
                aria-labelledby="convert-to"
                data-testid="convert-to"
                showSearch
              />
            </Flex>
          </Flex>
          <Flex vertical gap={4}>
            <Typography.Text id="convert-amount">{t('form.amount')}</Typography.Text>
            <Space.Compact block>
              <DecimalInput
                value={store.amount}
                aria-labelledby="convert-amount"
                data-testid="convert-amount"
                suffix={store.sellToken}
                status={problem ? 'error' : undefined}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'convert-amount-problem' : undefined}
                onChange={(v) => store.setAmount(v)}
                onPressEnter={() => void store.requestQuote()}
              />
              <Button onClick={() => store.fillMax()} data-testid="convert-max">
                {t('form.max')}
              </Button>
            </Space.Compact>
            {problem && (
              <Typography.Text type="danger" role="alert" id="convert-amount-problem" data-testid="convert-amount-problem">
                {amountMessage(t, lng, problem, t('form.amount'), store.sellToken)}
              </Typography.Text>
            )}
            <Typography.Text type="secondary" data-testid="convert-available">
              {t('form.available', { amount: convertAmount(lng, store.available), token: store.sellToken })}
            </Typography.Text>
          </Flex>
          {!store.quote && (
            <Button
              type="primary"
              block
              loading={store.quoting}
              disabled={store.amount.trim() === '' || !!problem}
              onClick={() => void store.requestQuote()}
              data-testid="convert-get-quote"
            >
              {t('form.getQuote')}
            </Button>
          )}
          <QuoteCard store={store} />
          {notice && (
            <Alert
              type="error"
              showIcon
              closable
              onClose={() => store.dismissNotice()}
              data-testid="convert-notice"
              title={
                notice.kind === 'refused' ? refusalText(t, lng, notice.message, t('form.amount'), store.sellToken) : t('notice.unanswered')
              }
            />
          )}
          {store.result && (
            <Alert
              type="success"
              showIcon
              data-testid="convert-result"
              title={t('notice.done', {
                sell: convertAmount(lng, store.result.sellQuantity),
                sellToken: store.result.sellToken,
                buy: convertAmount(lng, store.result.buyQuantity),
                buyToken: store.result.buyToken,
              })}
            />
          )}
        </Flex>
      </Card>
      <ConvertHistory store={store} />
      <TradePasswordModal purpose="convert" />
    </Flex>
  );
});
