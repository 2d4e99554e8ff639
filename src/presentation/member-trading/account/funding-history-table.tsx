import { Typography, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import type { FundingPayment } from '../../../domain/trade/perps/perp-history';
import { useInjection } from '../../shared/container-context';
import { MarketReferenceStore } from '../../markets/market-reference.store';
import { dateTime, formatPrice, formatUsdt, percentOf } from '../../shared/account-format';
import { PerpHistoryTable } from './perp-history-frame';

/** The bottom panel's "Funding" tab: funding paid (−) and received (+), newest first. */
export const FundingHistoryTable = observer(function FundingHistoryTable({
  symbol,
  height,
}: {
  readonly symbol?: string;
  readonly height: number;
}) {
  const { t, i18n } = useTranslation('trade');
  const reference = useInjection(MarketReferenceStore);
  const language = i18n.language;
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
    <PerpHistoryTable<FundingPayment>
      kind="funding"
      symbol={symbol}
      height={height}
      testId="history-funding"
      rows={(store) => store.funding}
      rowKey={(f) => `${f.symbol} ${f.createdTime}`}
      columns={columns}
      width={700}
    />
  );
});
