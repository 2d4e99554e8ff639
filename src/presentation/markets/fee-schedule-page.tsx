import { Alert, Flex, Table, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { bpsPercent, feeOn, type FeeGroup } from '../../domain/market/fee-schedule';
import { formatExact } from '../../domain/shared/amount-format';
import { PageSection } from '../pages/page-section';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { EuPerpetualsNotice } from './eu-perpetuals-notice';
import { FeeScheduleStore } from './fee-schedule.store';
import { MarketsNav } from './markets-nav';

/** The example trade the schedule prices (USDT). */
const EXAMPLE_NOTIONAL = '10000';

/**
 * `/markets/fees`: the public fee schedule (`/tradingfee/symbol_group/{SPOT|PERP}/symbols`): maker and taker fee of each
 * fee group, what a 10,000 USDT trade pays, and how many markets the group holds.
 */
const FeeSchedulePage = observer(function FeeSchedulePage() {
  const { t, i18n } = useTranslation('markets');
  const { t: tc } = useTranslation();
  const title = tc('routes.feeSchedule.title');
  const { token } = theme.useToken();
  useDocumentTitle(title);
  const store = useInjection(FeeScheduleStore);
  useEffect(() => {
    void store.start();
  }, [store]);
  const groups = store.groups.status === 'success' ? store.groups.value : [];
  const language = i18n.language;
  // in the language's separators: "0.05%" and "10,000" in English, "0,05%" and "10 000" in Russian
  const fee = (bps: string) => `${formatExact(language, bpsPercent(bps))}%`;
  const notional = formatExact(language, EXAMPLE_NOTIONAL);
  return (
    <PageSection>
      <Flex vertical gap={token.marginMD}>
        <MarketsNav active="fees" />
        <Typography.Title level={1} data-testid="page-title" style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('fees.intro', { notional })}
        </Typography.Paragraph>
        {store.groups.status === 'error' ? <Alert type="error" showIcon title={t('fees.loadError')} /> : null}
        {groups.some((g) => g.marketType === 'PERP') ? <EuPerpetualsNotice /> : null}
        <Table<FeeGroup>
          data-testid="fee-table"
          rowKey={(g) => `${g.marketType}:${g.symbolGroup}`}
          size="middle"
          pagination={false}
          loading={store.groups.status === 'pending'}
          dataSource={groups as FeeGroup[]}
          scroll={{ x: 640 }}
          columns={[
            { key: 'market', title: t('fees.market'), render: (_, g) => (g.marketType === 'PERP' ? t('markets.perp') : t('markets.spot')) },
            {
              key: 'maker',
              title: t('fees.maker'),
              align: 'right',
              render: (_, g) => <span data-testid={`fee-maker-${g.marketType}`}>{fee(g.makerFeeBps)}</span>,
            },
            {
              key: 'taker',
              title: t('fees.taker'),
              align: 'right',
              render: (_, g) => <span data-testid={`fee-taker-${g.marketType}`}>{fee(g.takerFeeBps)}</span>,
            },
            {
              key: 'example',
              title: t('fees.example', { notional }),
              align: 'right',
              render: (_, g) => (
                <span data-testid={`fee-example-${g.marketType}`}>
                  {t('fees.exampleValue', {
                    maker: formatExact(language, feeOn(EXAMPLE_NOTIONAL, g.makerFeeBps)),
                    taker: formatExact(language, feeOn(EXAMPLE_NOTIONAL, g.takerFeeBps)),
                  })}
                </span>
              ),
            },
            { key: 'markets', title: t('fees.markets'), align: 'right', render: (_, g) => g.symbols.length },
          ]}
        />
      </Flex>
    </PageSection>
  );
});

export default FeeSchedulePage;
