import { marketSymbolLabel } from '../../domain/market/market-symbol';
import { Alert, Card, Flex, Select, Table, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { countdown, ratePercent, type FundingRate } from '../../domain/market/funding';
import { PageSection } from '../pages/page-section';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { FundingStore } from './funding.store';
import { MarketCellsScope, SymbolCell } from './market-cells';
import { MarketsNav } from './markets-nav';
import { formatDecimal } from '../../domain/shared/amount-format';
import { PLACEHOLDER } from './price-format';
import { useMarketData } from './use-market-data';
import { useNow } from './use-now';

// The chart library loads with the chart, not with the page.
const FundingHistoryChart = lazy(() => import('./funding-history-chart').then((m) => ({ default: m.FundingHistoryChart })));

/** A funding rate in percent, 4 decimals rounded toward zero, in the language's separators ("0.0100%", "0,0100%"). */
function percent(language: string, rate: string): string {
  const shown = ratePercent(rate);
  return shown === undefined ? PLACEHOLDER : `${formatDecimal(language, shown, 4)}%`;
}

/** `/markets/funding-rate`: last and estimated funding per perpetual, the countdown, and a history chart. */
const FundingRatePage = observer(function FundingRatePage() {
  const { t, i18n } = useTranslation('markets');
  const { t: tc } = useTranslation();
  const title = tc('routes.fundingRate.title');
  const { token } = theme.useToken();
  useDocumentTitle(title);
  useMarketData();
  const store = useInjection(FundingStore);
  const now = useNow();
  useEffect(() => {
    void store.start();
  }, [store]);
  const rates = store.rates.status === 'success' ? store.rates.value : [];
  return (
    <PageSection>
      <Flex vertical gap={token.marginMD}>
        <MarketsNav active="funding" />
        <Typography.Title level={1} data-testid="page-title" style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('funding.intro')}
        </Typography.Paragraph>
        {store.rates.status === 'error' ? <Alert type="error" showIcon title={t('funding.loadError')} /> : null}
        <Card
          title={t('funding.history', { symbol: store.selected ? marketSymbolLabel(store.selected) : '' })}
          extra={
            <Select
              showSearch
              value={store.selected}
              onChange={(s) => void store.select(s)}
              style={{ minWidth: 160 }}
              aria-label={t('funding.pick')}
              options={rates.map((r) => ({ value: r.symbol, label: marketSymbolLabel(r.symbol) }))}
            />
          }
        >
          <Suspense fallback={<div style={{ height: 300 }} />}>
            {store.history.status === 'success' ? <FundingHistoryChart rows={store.history.value} /> : <div style={{ height: 300 }} />}
          </Suspense>
        </Card>
        <MarketCellsScope>
          <Table<FundingRate>
            data-testid="funding-table"
            rowKey="symbol"
            size="middle"
            loading={store.rates.status === 'pending'}
            dataSource={rates as FundingRate[]}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            scroll={{ x: 720 }}
            onRow={(r) => ({ onClick: () => void store.select(r.symbol), style: { cursor: 'pointer' } })}
            columns={[
              {
                key: 'symbol',
                title: t('table.contract'),
                render: (_, r) => <SymbolCell symbol={r.symbol} />,
                sorter: (a, b) => a.symbol.localeCompare(b.symbol),
              },
              { key: 'last', title: t('funding.last'), align: 'right', render: (_, r) => percent(i18n.language, r.lastFundingRate) },
              { key: 'est', title: t('funding.estimated'), align: 'right', render: (_, r) => percent(i18n.language, r.estFundingRate) },
              {
                key: 'next',
                title: t('funding.countdown'),
                align: 'right',
                render: (_, r) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{countdown(r.nextFundingTime, now)}</span>,
              },
            ]}
          />
        </MarketCellsScope>
      </Flex>
    </PageSection>
  );
});

export default FundingRatePage;
