import { Flex, Select, Table, Typography, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import type { Fill, Order, OrderSide, OrderStatusFilter } from '../../../domain/trade/orders/order';
import { MarketReferenceStore } from '../../markets/market-reference.store';
import { useInjection } from '../../shared/container-context';
import { dateTime, exact, formatPrice, formatSize } from '../../shared/account-format';
import { HistoryToolbar, pagedTableProps } from '../../shared/paged-history';
import { VIRTUAL_FROM } from './open-orders-table';
import type { HistoryFilters, HistoryKind, TradeHistoryStore } from './trade-history.store';
import { TradingAccountStore } from './trading-account.store';

const STATUSES: readonly OrderStatusFilter[] = ['INCOMPLETE', 'COMPLETED', 'NEW', 'PARTIAL_FILLED', 'FILLED', 'CANCELLED', 'REJECTED'];

interface Props {
  readonly store: TradeHistoryStore;
  readonly kind: HistoryKind;
  /** The bottom panel's "this symbol only": the symbol filter is fixed to it. */
  readonly lockedSymbol?: string;
  readonly height: number;
  /** Page controls (the account page); the bottom panel shows the newest page only. */
  readonly paged?: boolean;
}

/** Order history or fills with filters (symbol, side, status, dates), the export of what the filters show, and pages. */
export const HistoryTable = observer(function HistoryTable({ store, kind, lockedSymbol, height, paged = false }: Props) {
  const { t, i18n } = useTranslation('trade');
  const account = useInjection(TradingAccountStore);
  const reference = useInjection(MarketReferenceStore);
  const language = i18n.language;
  const filters = store.filters;

  useEffect(() => {
    void reference.start();
  }, [reference]);
  useEffect(() => {
    store.configure(kind, lockedSymbol);
  }, [store, kind, lockedSymbol]);
  useEffect(() => {
    if (account.activity > 0) store.refreshSoon();
  }, [store, account.activity]);
  useEffect(() => () => store.dispose(), [store]);

  const change = (next: Partial<HistoryFilters>) => void store.setFilters({ ...filters, ...next });
  const symbols = reference.reference.status === 'success' ? [...reference.reference.value.instruments.keys()] : [];
  const price = (symbol: string, value: string | null) => formatPrice(language, value, reference.instrument(symbol)?.quoteTick);
  const size = (symbol: string, value: string | null) => formatSize(language, value, reference.instrument(symbol)?.baseTick);
  const side = (s: OrderSide) => <Typography.Text type={s === 'BUY' ? 'success' : 'danger'}>{t(`account.side.${s}`)}</Typography.Text>;
  const orderColumns: TableProps<Order>['columns'] = [
    { key: 'time', title: t('account.col.time'), width: 150, render: (_, o) => dateTime(language, o.createdTime) },
    { key: 'symbol', title: t('account.col.symbol'), width: 110, render: (_, o) => marketSymbolLabel(o.symbol) },
    { key: 'side', title: t('account.col.side'), width: 90, render: (_, o) => side(o.side) },
    { key: 'type', title: t('account.col.type'), width: 90, render: (_, o) => t(`account.orderType.${o.type}`, { defaultValue: o.type }) },
    { key: 'price', title: t('account.col.price'), width: 110, align: 'right', render: (_, o) => price(o.symbol, o.price) },
    {
      key: 'quantity',
      title: t('account.col.quantity'),
      width: 110,
      align: 'right',
      render: (_, o) => (o.quantity !== null ? size(o.symbol, o.quantity) : exact(language, o.amount)),
    },
    { key: 'filled', title: t('account.col.filled'), width: 100, align: 'right', render: (_, o) => size(o.symbol, o.executed) },
    { key: 'avg', title: t('account.col.avgPrice'), width: 110, align: 'right', render: (_, o) => price(o.symbol, o.averageExecutedPrice) },
    { key: 'status', title: t('account.col.status'), width: 120, render: (_, o) => t(`account.status.${o.status}`) },
  ];
  const fillColumns: TableProps<Fill>['columns'] = [
    { key: 'time', title: t('account.col.time'), width: 150, render: (_, f) => dateTime(language, f.executedTimestamp) },
    { key: 'symbol', title: t('account.col.symbol'), width: 110, render: (_, f) => marketSymbolLabel(f.symbol) },
    { key: 'side', title: t('account.col.side'), width: 90, render: (_, f) => side(f.side) },
    { key: 'price', title: t('account.col.price'), width: 110, align: 'right', render: (_, f) => price(f.symbol, f.executedPrice) },
    { key: 'quantity', title: t('account.col.quantity'), width: 110, align: 'right', render: (_, f) => size(f.symbol, f.executedQuantity) },
    { key: 'fee', title: t('account.col.fee'), width: 130, align: 'right', render: (_, f) => `${exact(language, f.fee)} ${f.feeAsset}` },
    { key: 'role', title: t('account.col.role'), width: 80, render: (_, f) => t(f.isMaker ? 'account.role.maker' : 'account.role.taker') },
  ];
  const common = {
    size: 'small' as const,
    virtual: store.rows.length > VIRTUAL_FROM,
    scroll: { x: 900, y: height },
    ...pagedTableProps(store, t, i18n.language, t(`account.empty.${kind}`), paged && [25, 50, 100, 500]),
  };
  return (
    <Flex vertical gap={6} data-testid={`history-${kind}`} data-rows={store.rows.length} data-total={store.total}>
      <HistoryToolbar
        t={t}
        size="small"
        gap={6}
        style={{ paddingInline: 12 }}
        dates={{ label: t('account.filters.dates'), testId: 'filter-dates' }}
        onDates={(startTime, endTime) => change({ startTime, endTime })}
        refresh={{ label: t('account.action.refresh'), onClick: () => void store.load() }}
        csv={{
          label: t('account.action.export'),
          testId: 'history-export',
          fileName: kind,
          read: () => store.exportCsv(),
          done: (count) => t('account.done.exported', { count }),
        }}
      >
        <Select
          size="small"
          allowClear
          showSearch
          style={{ width: 150 }}
          placeholder={t('account.filters.symbol')}
          aria-label={t('account.filters.symbol')}
          disabled={lockedSymbol !== undefined}
          value={filters.symbol}
          onChange={(v: string | undefined) => change({ symbol: v })}
          options={symbols.map((s) => ({ value: s, label: marketSymbolLabel(s) }))}
          data-testid="filter-symbol"
        />
        <Select
          size="small"
          allowClear
          style={{ width: 110 }}
          placeholder={t('account.filters.side')}
          aria-label={t('account.filters.side')}
          value={filters.side}
          onChange={(v: OrderSide | undefined) => change({ side: v })}
          options={(['BUY', 'SELL'] as const).map((s) => ({ value: s, label: t(`account.side.${s}`) }))}
          data-testid="filter-side"
        />
        {kind === 'orders' ? (
          <Select
            size="small"
            allowClear
            style={{ width: 150 }}
            placeholder={t('account.filters.status')}
            aria-label={t('account.filters.status')}
            value={filters.status}
            onChange={(v: OrderStatusFilter | undefined) => change({ status: v })}
            options={STATUSES.map((s) => ({ value: s, label: t(`account.status.${s}`) }))}
            data-testid="filter-status"
          />
        ) : null}
      </HistoryToolbar>
      {store.unreadable > 0 ? (
        <Typography.Text type="warning" role="status" data-testid="history-unreadable">
          {t('account.done.unreadableRows', { count: store.unreadable })}
        </Typography.Text>
      ) : null}
      {kind === 'orders' ? (
        <Table<Order> {...common} rowKey="orderId" columns={orderColumns} dataSource={store.orders as Order[]} />
      ) : (
        <Table<Fill> {...common} rowKey="id" columns={fillColumns} dataSource={store.fills as Fill[]} />
      )}
    </Flex>
  );
});
