import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Typography, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import type { FundingPayment } from '../../../domain/trade/perps/perp-history';
import { useInjection } from '../../shared/container-context';
import { MarketReferenceStore } from '../../markets/market-reference.store';
import { dateTime, formatPrice, formatUsdt, percentOf } from '../../shared/account-format';
import { failureText } from '../../shared/failure-text';
import { PerpHistoryStore } from './perp-history.store';
import { TradingAccountStore } from './trading-account.store';

/** The bottom panel's "Funding" tab: funding paid (−) and received (+), newest first. */
export const FundingHistoryTable = observer(function FundingHistoryTable({
  symbol,
  height,
}: {
  readonly symbol?: string;
  readonly height: number;
}) {
  const { t, i18n } = useTranslation('trade');
  const store = useInjection(PerpHistoryStore);
  const account = useInjection(TradingAccountStore);
  const reference = useInjection(MarketReferenceStore);
  const language = i18n.language;
  useEffect(() => store.configure('funding', symbol), [store, symbol]);
  useEffect(() => {
    if (account.activity > 0) void store.load();
  }, [store, account.activity]);
  const columns: TableProps<FundingPayment>['columns'] = [
    { key: 'time', title: t('account.col.time'), width: 150, render: (_, f) => dateTime(language, f.createdTime) },
    { key: 'symbol', title: t('account.col.symbol'), width: 110, render: (_, f) => marketSymbolLabel(f.symbol) },
    { key: 'rate', title: t('account.col.fundingRate'), width: 110, align: 'right', render: (_, f) => percentOf(language, f.fundingRate) },
    {
      key: 'mark',
      title: t('account.col.mark'),
      width: 110,
      align: 'right',
      render: (_, f) => formatPrice(language, f.markPrice, reference.instrument(f.symbol)?.quoteTick),
    },
    {
      key: 'fee',
      title: t('account.col.fundingFee'),
      width: 130,
      align: 'right',
      render: (_, f) => (
        <Typography.Text
          type={f.paymentType === 'Pay' ? 'danger' : 'success'}
        >{`${formatUsdt(language, f.fundingFee)} USDT`}</Typography.Text>
      ),
    },
    { key: 'type', title: t('account.col.paymentType'), width: 90, render: (_, f) => t(`account.paymentType.${f.paymentType}`) },
  ];
  return (
    <Flex vertical gap={6} data-testid="history-funding" data-rows={store.funding.length} data-total={store.total}>
      <Flex gap={6} style={{ paddingInline: 12 }}>
        <Button size="small" icon={<ReloadOutlined />} aria-label={t('account.action.refresh')} onClick={() => void store.load()} />
      </Flex>
      <Table<FundingPayment>
        size="small"
        rowKey={(f) => `${f.symbol} ${f.createdTime}`}
        columns={columns}
        dataSource={store.funding as FundingPayment[]}
        loading={store.loading}
        scroll={{ x: 700, y: height }}
        locale={{ emptyText: store.failure ? failureText(t, store.failure) : t('account.empty.funding') }}
        pagination={
          store.total > store.funding.length
            ? { current: store.page, pageSize: 50, total: store.total, showSizeChanger: false, onChange: (p: number) => store.setPage(p) }
            : false
        }
      />
    </Flex>
  );
});
