import { Alert, Flex, Typography } from 'antd';
import Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimalIn } from '../../trade/trade-format';
import type { OrderFormStore } from './order-form.store';
import { OrderBorrowRow } from './order-borrow-row';
import { saidOrTranslated } from '../../shared/translate-refusal';

const percentOf = (fraction: string | undefined) =>
  fraction === undefined ? undefined : new Decimal(fraction).times(100).toDecimalPlaces(2).toString();

function Row({ label, value, testId, error }: { label: string; value: ReactNode; testId: string; error?: ReactNode }) {
  return (
    <Flex vertical>
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Typography.Text data-testid={testId}>{value}</Typography.Text>
      </Flex>
      {error}
    </Flex>
  );
}

/** The live summary: order value, fee, the market estimate (average price, slippage), margin and liquidation for perpetuals. */
export const OrderSummaryView = observer(function OrderSummaryView({ store, decimals }: { store: OrderFormStore; decimals: number }) {
  const { t, i18n } = useTranslation('trade');
  const s = store.summary;
  const { quote } = store.tokens;
  const lng = i18n.language;
  const money = (v: string | undefined, places = 2) => (v === undefined ? '--' : `${formatDecimalIn(lng, v, places)} ${quote}`);
  const total = store.message('total');
  const market = store.kind === 'MARKET' ? s?.market : undefined;
  const slipPercent = percentOf(market?.slippage);
  const slip = slipPercent === undefined ? undefined : formatDecimalIn(lng, slipPercent, 2);
  return (
    <section aria-label={t('form.summary.title')} data-testid="order-summary" style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Row
        label={t('form.summary.value')}
        value={money(s?.value)}
        testId="summary-value"
        error={
          total && (
            <Typography.Text type="danger" data-testid="refusal-total" data-code={total.code}>
              {saidOrTranslated(t, i18n.language, total)}
            </Typography.Text>
          )
        }
      />
      <Row label={t(s?.maker ? 'form.summary.feeMaker' : 'form.summary.feeTaker')} value={money(s?.fee, 4)} testId="summary-fee" />
      {market && (
        <>
          <Row label={t('form.summary.avgPrice')} value={money(market.averagePrice, decimals)} testId="summary-avg" />
          <Row label={t('form.summary.slippage')} value={slip === undefined ? '--' : `${slip}%`} testId="summary-slippage" />
          {market.verdict === 'warn' && (
            <Alert
              type="warning"
              showIcon
              data-testid="slippage-warn"
              title={market.complete ? t('form.slippageWarn', { percent: slip }) : t('form.bookThin')}
            />
          )}
          {market.verdict === 'refuse' && (
            <Alert type="error" showIcon data-testid="slippage-refuse" title={t('form.slippageRefuse', { percent: slip })} />
          )}
        </>
      )}
      <OrderBorrowRow store={store} />
      {store.perp && (
        <>
          <Row label={t('form.summary.margin')} value={money(s?.margin)} testId="summary-margin" />
          <Row
            label={t('form.summary.liquidation')}
            value={s?.liquidationPrice ? money(s.liquidationPrice, decimals) : '--'}
            testId="summary-liquidation"
          />
        </>
      )}
    </section>
  );
});
