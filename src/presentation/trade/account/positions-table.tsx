import { Button, Popconfirm, Table, Typography, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Notifier } from '../../../application/shared/notifier';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import { useInjection } from '../../shared/container-context';
import { exact, fixed, percentOf } from './format';
import { failureText } from './open-orders-table';
import { TradingAccountStore, type PositionRow } from './trading-account.store';

/** Perpetual positions: size, entry, mark, liquidation, margin, unrealised PnL and ROE; close at market (reduce-only). */
export const PositionsTable = observer(function PositionsTable({ symbol, height }: { readonly symbol: string; readonly height: number }) {
  const { t, i18n } = useTranslation('trade');
  const account = useInjection(TradingAccountStore);
  const notifier = useInjection(Notifier);
  const language = i18n.language;
  const rows = account.positionRows().filter((r) => !account.thisSymbolOnly || r.position.symbol === symbol);
  const signed = (value: string, text: string) => <Typography.Text type={value.startsWith('-') ? 'danger' : 'success'}>{text}</Typography.Text>;
  const close = async (row: PositionRow) => {
    const failure = await account.closePosition(row.position);
    notifier.show(failure ? 'error' : 'success', failure ? failureText(t, failure) : t('account.done.closeSent'));
  };
  const columns: TableProps<PositionRow>['columns'] = [
    { key: 'symbol', title: t('account.col.symbol'), width: 110, render: (_, r) => marketSymbolLabel(r.position.symbol) },
    { key: 'size', title: t('account.col.size'), width: 110, align: 'right', render: (_, r) => signed(r.position.holding, exact(language, r.position.holding)) },
    { key: 'entry', title: t('account.col.entry'), width: 110, align: 'right', render: (_, r) => exact(language, r.position.averageOpenPrice) },
    { key: 'mark', title: t('account.col.mark'), width: 110, align: 'right', render: (_, r) => exact(language, r.position.markPrice) },
    { key: 'liquidation', title: t('account.col.liquidation'), width: 110, align: 'right', render: (_, r) => fixed(language, r.liquidation, 2) },
    { key: 'margin', title: t('account.col.margin'), width: 110, align: 'right', render: (_, r) => fixed(language, r.figures.initialMargin, 2) },
    { key: 'pnl', title: t('account.col.pnl'), width: 120, align: 'right', render: (_, r) => signed(r.figures.unrealizedPnl, fixed(language, r.figures.unrealizedPnl, 2)) },
    { key: 'roe', title: t('account.col.roe'), width: 90, align: 'right', render: (_, r) => signed(r.figures.roe, percentOf(language, r.figures.roe)) },
    {
      key: 'actions', title: t('account.col.actions'), width: 120, fixed: 'right',
      render: (_, r) => (
        <Popconfirm title={t('account.confirm.close', { symbol: marketSymbolLabel(r.position.symbol) })} onConfirm={() => void close(r)}>
          <Button size="small" data-testid="position-close">{t('account.action.close')}</Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Table<PositionRow>
      data-testid="positions"
      rowKey={(r) => r.position.symbol}
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 990, y: height }}
      locale={{ emptyText: t('account.empty.positions') }}
    />
  );
});

interface BalanceRow {
  readonly token: string;
  readonly holding: string;
  readonly frozen: string;
  readonly available: string;
}

/** Every token the account holds: total, in orders (frozen), available. */
export const BalancesTable = observer(function BalancesTable({ height }: { readonly height: number }) {
  const { t, i18n } = useTranslation('trade');
  const account = useInjection(TradingAccountStore);
  const language = i18n.language;
  const rows: BalanceRow[] = [...account.balances.values()].map((b) => ({ token: b.token, holding: b.holding, frozen: b.frozen, available: b.availableBalance }));
  const columns: TableProps<BalanceRow>['columns'] = [
    { key: 'token', title: t('account.col.token'), dataIndex: 'token', width: 100 },
    { key: 'holding', title: t('account.col.total'), align: 'right', render: (_, r) => exact(language, r.holding) },
    { key: 'frozen', title: t('account.col.frozen'), align: 'right', render: (_, r) => exact(language, r.frozen) },
    { key: 'available', title: t('account.col.available'), align: 'right', render: (_, r) => exact(language, r.available) },
  ];
  return (
    <Table<BalanceRow>
      data-testid="balances"
      rowKey="token"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ y: height }}
      locale={{ emptyText: t('account.empty.balances') }}
    />
  );
});
