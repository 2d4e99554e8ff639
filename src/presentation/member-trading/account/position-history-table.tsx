import { Flex, Tag, Typography, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import type { PositionHistoryRow } from '../../../domain/trade/perps/perp-history';
import { useInjection } from '../../shared/container-context';
import { MarketReferenceStore } from '../../markets/market-reference.store';
import { dateTime, formatPrice, formatSize, formatUsdt } from '../../shared/account-format';
import { PerpHistoryTable } from './perp-history-frame';

/** A USDT result (PnL, funding, net): 2 decimals, coloured by its sign. */
const signed = (language: string, value: string) => (
  <Typography.Text type={value.startsWith('-') ? 'danger' : value === '0' ? undefined : 'success'}>
    {formatUsdt(language, value)}
  </Typography.Text>
);

/** The bottom panel's "Position history" tab: closed positions with realised PnL, fees and funding. */
export const PositionHistoryTable = observer(function PositionHistoryTable({
  symbol,
  height,
}: {
  readonly symbol?: string;
  readonly height: number;
}) {
  const { t, i18n } = useTranslation('trade');
  const reference = useInjection(MarketReferenceStore);
  const language = i18n.language;
  const price = (s: string, v: string) => formatPrice(language, v, reference.instrument(s)?.quoteTick);
  const columns: TableProps<PositionHistoryRow>['columns'] = [
    { key: 'closed', title: t('account.col.closeTime'), width: 150, render: (_, p) => dateTime(language, p.closeTime) },
    { key: 'symbol', title: t('account.col.symbol'), width: 110, render: (_, p) => marketSymbolLabel(p.symbol) },
    {
      key: 'side',
      title: t('account.col.side'),
      width: 120,
      render: (_, p) => (
        <Flex gap={4} align="center">
          <Typography.Text type={p.side === 'LONG' ? 'success' : 'danger'}>{t(`account.positionSide.${p.side}`)}</Typography.Text>
          {p.closedBy === 'LIQUIDATION' ? (
            <Tag color="error" style={{ marginInlineEnd: 0 }}>
              {t('account.liquidated')}
            </Tag>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'size',
      title: t('account.col.maxSize'),
      width: 100,
      align: 'right',
      render: (_, p) => formatSize(language, p.maxQuantity, reference.instrument(p.symbol)?.baseTick),
    },
    { key: 'entry', title: t('account.col.entry'), width: 110, align: 'right', render: (_, p) => price(p.symbol, p.averageOpenPrice) },
    {
      key: 'close',
      title: t('account.col.closePrice'),
      width: 110,
      align: 'right',
      render: (_, p) => price(p.symbol, p.averageClosePrice),
    },
    { key: 'pnl', title: t('account.col.realizedPnl'), width: 120, align: 'right', render: (_, p) => signed(language, p.realizedPnl) },
    { key: 'fees', title: t('account.col.fee'), width: 100, align: 'right', render: (_, p) => formatUsdt(language, p.fees) },
    { key: 'funding', title: t('account.col.funding'), width: 100, align: 'right', render: (_, p) => signed(language, p.funding) },
    { key: 'net', title: t('account.col.netPnl'), width: 120, align: 'right', render: (_, p) => signed(language, p.netPnl) },
  ];
  return (
    <PerpHistoryTable<PositionHistoryRow>
      kind="positionHistory"
      symbol={symbol}
      height={height}
      testId="history-positions"
      rows={(store) => store.positions}
      rowKey={(p) => `${p.symbol} ${p.openTime} ${p.closeTime} ${p.side}`}
      columns={columns}
      width={1100}
    />
  );
});
