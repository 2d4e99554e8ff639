import { Button, Flex, Space, Table, Typography, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import { useInjection } from '../../shared/container-context';
import { exact, fixed, percentOf } from './format';
import { PnlCardModal } from './pnl-card/pnl-card-modal';
import { positionKey } from '../../../domain/trade/perps/leverage';
import { IsolatedMarginButton } from './isolated-margin-button';
import { PositionTpSlButton } from './position-tp-sl';
import { ClosePositionButton, CloseAllPositionsButton, ReversePositionButton } from './position-actions';
import { TradingAccountStore, type PositionRow } from './trading-account.store';

/** A position row's actions: close (market/limit, 25/50/75/100 % or a size), reverse, share the PnL card, and `extra`. */
export function PositionRowActions({ row, onShare, extra }: { readonly row: PositionRow; readonly onShare: (symbol: string) => void; readonly extra?: ReactNode }) {
  const { t } = useTranslation('trade');
  return (
    <Space size={4} wrap={false}>
      <ClosePositionButton position={row.position} />
      <ReversePositionButton position={row.position} />
      <Button size="small" onClick={() => onShare(row.position.symbol)} data-testid="position-share">{t('positions.share')}</Button>
      {extra}
    </Space>
  );
}

/** Perpetual positions: size, entry, mark, liquidation, margin, unrealised PnL and ROE; their actions, and close all above. */
export const PositionsTable = observer(function PositionsTable({ symbol, height }: { readonly symbol: string; readonly height: number }) {
  const { t, i18n } = useTranslation('trade');
  const account = useInjection(TradingAccountStore);
  const language = i18n.language;
  const [sharing, setSharing] = useState<string | undefined>();
  const rows = account.positionRows().filter((r) => !account.thisSymbolOnly || r.position.symbol === symbol);
  const signed = (value: string, text: string) => <Typography.Text type={value.startsWith('-') ? 'danger' : 'success'}>{text}</Typography.Text>;
  const columns: TableProps<PositionRow>['columns'] = [
    {
      key: 'symbol', title: t('account.col.symbol'), width: 130,
      render: (_, r) => {
        const side = r.position.positionSide;
        return side === 'LONG' || side === 'SHORT' ? `${marketSymbolLabel(r.position.symbol)} · ${t(`positions.card.${side.toLowerCase()}`)}` : marketSymbolLabel(r.position.symbol);
      },
    },
    { key: 'size', title: t('account.col.size'), width: 110, align: 'right', render: (_, r) => signed(r.position.holding, exact(language, r.position.holding)) },
    { key: 'entry', title: t('account.col.entry'), width: 110, align: 'right', render: (_, r) => exact(language, r.position.averageOpenPrice) },
    { key: 'mark', title: t('account.col.mark'), width: 110, align: 'right', render: (_, r) => exact(language, r.position.markPrice) },
    { key: 'liquidation', title: t('account.col.liquidation'), width: 110, align: 'right', render: (_, r) => fixed(language, r.liquidation, 2) },
    { key: 'margin', title: t('account.col.margin'), width: 110, align: 'right', render: (_, r) => fixed(language, r.figures.initialMargin, 2) },
    {
      key: 'leverage', title: t('account.col.leverage'), width: 120,
      render: (_, r) => <span data-testid="position-leverage">{`${r.position.leverage}x · ${t(r.position.marginMode === 'ISOLATED' ? 'margin.isolated' : 'margin.cross')}`}</span>,
    },
    { key: 'pnl', title: t('account.col.pnl'), width: 120, align: 'right', render: (_, r) => signed(r.figures.unrealizedPnl, fixed(language, r.figures.unrealizedPnl, 2)) },
    { key: 'roe', title: t('account.col.roe'), width: 90, align: 'right', render: (_, r) => signed(r.figures.roe, percentOf(language, r.figures.roe)) },
    {
      key: 'actions', title: t('account.col.actions'), width: 480, fixed: 'right',
      render: (_, r) => <PositionRowActions row={r} onShare={setSharing} extra={<><PositionTpSlButton row={r} /><IsolatedMarginButton row={r} /></>} />,
    },
  ];
  return (
    <>
      {rows.length > 0 && <Flex justify="flex-end" style={{ paddingBottom: 4 }}><CloseAllPositionsButton /></Flex>}
      {sharing && <PnlCardModal symbol={sharing} open onClose={() => setSharing(undefined)} />}
      <Table<PositionRow>
        data-testid="positions"
        rowKey={(r) => positionKey(r.position.symbol, r.position.positionSide)}
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1480, y: rows.length > 0 ? height - 28 : height }}
        locale={{ emptyText: t('account.empty.positions') }}
      />
    </>
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
