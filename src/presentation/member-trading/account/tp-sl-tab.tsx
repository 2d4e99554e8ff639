import { Button, Flex, Input, Popconfirm, Popover, Table, Tag, Typography, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notifier } from '../../../application/shared/notifier';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import type { AlgoOrderRow } from '../../../domain/trade/algo/algo-order';
import { useInjection } from '../../shared/container-context';
import { AlgoOrdersStore } from './algo-orders.store';
import { MarketReferenceStore } from '../../markets/market-reference.store';
import { formatPrice, formatSize } from '../../shared/account-format';
import { failureText } from '../../shared/failure-text';

/** The trigger editor of one row: a new trigger price, amended in place; a refusal shows its message and keeps the old one. */
const AmendTrigger = observer(function AmendTrigger({ row }: { row: AlgoOrderRow }) {
  const { t, i18n } = useTranslation('trade');
  const store = useInjection(AlgoOrdersStore);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(row.triggerPrice);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const failure = await store.amend({ algoOrderId: row.algoOrderId, triggerPrice: value.trim() });
    setBusy(false);
    setError(failure && failureText(t, failure, i18n.language));
    if (!failure) setOpen(false);
  };
  if (row.algoType === 'TRAILING_STOP') return null;
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setValue(row.triggerPrice);
        setError(undefined);
      }}
      trigger="click"
      title={t('algo.tab.amendTitle')}
      content={
        <Flex vertical gap={4} style={{ width: 220 }}>
          <Input
            value={value}
            onChange={(e) => setValue(e.target.value)}
            inputMode="decimal"
            aria-label={t('form.triggerPrice')}
            data-testid="algo-amend-trigger"
            status={error ? 'error' : undefined}
            onPressEnter={() => void save()}
          />
          {error && (
            <Typography.Text type="danger" data-testid="algo-amend-error">
              {error}
            </Typography.Text>
          )}
          <Button type="primary" size="small" loading={busy} onClick={() => void save()} data-testid="algo-amend-save">
            {t('algo.tab.save')}
          </Button>
        </Flex>
      }
    >
      <Button size="small" data-testid="algo-amend">
        {t('algo.tab.amend')}
      </Button>
    </Popover>
  );
});

/** A row's kind as a tag: TP, SL, stop, trailing (and, for a bracket's child, that it waits for its entry). */
function KindTag({ row }: { row: AlgoOrderRow }) {
  const { t } = useTranslation('trade');
  const color = row.algoType === 'TAKE_PROFIT' ? 'success' : row.algoType === 'STOP_LOSS' ? 'error' : 'processing';
  return (
    <Flex gap={4} wrap>
      <Tag color={color}>{t(`algo.type.${row.algoType}`, { defaultValue: row.algoType })}</Tag>
      {!row.isArmed && <Tag>{t('algo.tab.waitsForEntry')}</Tag>}
      {row.algoType === 'TRAILING_STOP' && !row.isActivated && <Tag>{t('algo.tab.notActivated')}</Tag>}
    </Flex>
  );
}

/** The order side, and in hedge mode the position it acts on (Sell · Long closes the long). */
function SideCell({ row }: { row: AlgoOrderRow }) {
  const { t } = useTranslation('trade');
  return (
    <Flex gap={4} align="center" wrap>
      <Typography.Text type={row.side === 'BUY' ? 'success' : 'danger'}>
        {t(row.side === 'BUY' ? 'order.buy' : 'order.sell')}
      </Typography.Text>
      {row.positionSide !== 'BOTH' && (
        <Tag color={row.positionSide === 'LONG' ? 'success' : 'error'} data-testid="algo-position-side">
          {t(`account.positionSide.${row.positionSide}`)}
        </Tag>
      )}
    </Flex>
  );
}

/**
 * The bottom panel's "TP/SL" tab: the account's algo orders waiting for their trigger (TP, SL, stops, trailing stops),
 * with the side (and, in hedge mode, the position: Long / Short), the trigger, what it compares with, the size (the whole position for CLOSE_POSITION), cancel and amend.
 */
export const TpSlTab = observer(function TpSlTab({
  symbol,
  onlySymbol,
  height,
}: {
  readonly symbol: string;
  readonly onlySymbol: boolean;
  readonly height: number;
}) {
  const { t, i18n } = useTranslation('trade');
  const store = useInjection(AlgoOrdersStore);
  const notifier = useInjection(Notifier);
  const reference = useInjection(MarketReferenceStore);
  useEffect(() => store.start(), [store]);
  const language = i18n.language;
  const price = (s: string, value: string) => formatPrice(language, value, reference.instrument(s)?.quoteTick);
  const rows = onlySymbol ? store.waitingOn(symbol) : store.waiting;
  const cancel = async (row: AlgoOrderRow) => {
    const failure = await store.cancel(row);
    notifier.show(failure ? 'error' : 'success', failure ? failureText(t, failure, language) : t('algo.tab.cancelled'));
  };
  const columns: TableProps<AlgoOrderRow>['columns'] = [
    { key: 'symbol', title: t('account.col.symbol'), width: 110, render: (_, r) => marketSymbolLabel(r.symbol) },
    { key: 'type', title: t('account.col.type'), width: 150, render: (_, r) => <KindTag row={r} /> },
    { key: 'side', title: t('account.col.side'), width: 110, render: (_, r) => <SideCell row={r} /> },
    {
      key: 'trigger',
      title: t('form.triggerPrice'),
      width: 150,
      align: 'right',
      render: (_, r) => (
        <span data-testid="algo-trigger">
          {r.triggerPrice === '0' ? '--' : price(r.symbol, r.triggerPrice)}
          <Typography.Text type="secondary">{` ${t(r.triggerPriceType === 'MARK_PRICE' ? 'algo.mark' : 'algo.last')}`}</Typography.Text>
        </span>
      ),
    },
    {
      key: 'price',
      title: t('form.price'),
      width: 100,
      align: 'right',
      render: (_, r) => (r.type === 'LIMIT' ? price(r.symbol, r.price) : t('form.marketPrice')),
    },
    {
      key: 'size',
      title: t('form.size'),
      width: 100,
      align: 'right',
      render: (_, r) =>
        r.quantity === '0' ? t('algo.tab.wholePosition') : formatSize(language, r.quantity, reference.instrument(r.symbol)?.baseTick),
    },
    {
      key: 'actions',
      title: t('account.col.actions'),
      width: 160,
      fixed: 'right',
      render: (_, r) => (
        <Flex gap={4}>
          <AmendTrigger row={r} />
          <Popconfirm title={t('algo.tab.confirmCancel')} onConfirm={() => void cancel(r)}>
            <Button size="small" data-testid="algo-cancel">
              {t('account.action.cancel')}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];
  return (
    <Table<AlgoOrderRow>
      size="small"
      rowKey="algoOrderId"
      data-testid="tpsl-table"
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: 880, y: height }}
      locale={{ emptyText: t('algo.tab.empty') }}
      onRow={(r) => ({ 'data-algo-type': r.algoType }) as React.HTMLAttributes<HTMLTableRowElement>}
    />
  );
});
