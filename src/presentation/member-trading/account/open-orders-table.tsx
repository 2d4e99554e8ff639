import { Button, Flex, Input, Popconfirm, Space, Typography } from 'antd';
import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notifier } from '../../../application/shared/notifier';
import type { TradeFailure } from '../../../domain/shared/trade-failure';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import type { Order } from '../../../domain/trade/orders/order';
import { useInjection } from '../../shared/container-context';
import { failureText } from '../../shared/failure-text';
import { MarketReferenceStore } from '../../markets/market-reference.store';
import { dateTime, formatPrice, formatSize } from '../../shared/account-format';
import { Button as LightButton } from '../../ui/button';
import { Stack } from '../../ui/layout';
import { Text } from '../../ui/typography';
import { OpenOrdersGrid, WINDOW_FROM, type OrderColumn } from './open-orders-grid';
import { TradingAccountStore } from './trading-account.store';

/** Lists longer than this are virtualised (only the visible rows are in the DOM), here and in the history tables. */
export const VIRTUAL_FROM = WINDOW_FROM;

/** A toast for the result of a cancel. */
function reportResult(
  notifier: Notifier,
  t: (key: string) => string,
  language: string,
  failure: TradeFailure | undefined,
  success: string,
): void {
  if (failure) notifier.show('error', failureText(t, failure, language));
  else notifier.show('success', success);
}

interface Props {
  readonly symbol: string;
  readonly height: number;
}

/** The price or size being amended in place, and the amend's state. */
interface Editing {
  readonly orderId: string;
  readonly price: string;
  readonly quantity: string;
  readonly error?: string;
  readonly busy?: boolean;
}
type SetEditing = (next: Editing | undefined | ((e: Editing | undefined) => Editing | undefined)) => void;
type Translate = ReturnType<typeof useTranslation<'trade'>>['t'];

/** The table's width before it stretches to the panel (it scrolls sideways in a narrower one). */
const MIN_WIDTH = 970;

/**
 * Open orders: amend price or size in place (checked by the form's rules), cancel one, cancel all of this symbol or all.
 * The rows are a grid of our own (open-orders-grid.tsx) that reads the list itself, so a new list renders neither this
 * view nor the grid's header, only the rows that changed.
 */
export const OpenOrdersTable = observer(function OpenOrdersTable({ symbol, height }: Props) {
  const { t } = useTranslation('trade');
  const account = useInjection(TradingAccountStore);
  const [editing, setEditing] = useState<Editing | undefined>();
  const columns = useOrderColumns(editing, setEditing);
  const orders = useCallback(() => account.visibleOrders(symbol), [account, symbol]);
  return (
    <Flex vertical gap={6} style={{ height: '100%' }}>
      <CancelAllBar symbol={symbol} />
      <OpenOrdersGrid
        testId="open-orders"
        orders={orders}
        columns={columns}
        height={height}
        minWidth={MIN_WIDTH}
        emptyText={t('account.empty.openOrders')}
      />
    </Flex>
  );
});

/**
 * Cancel all of this symbol's orders, or all orders, each after a confirmation. It reads only whether there are any
 * (computeds), so a new or filled order renders its buttons only when one of them turns on or off.
 */
const CancelAllBar = observer(function CancelAllBar({ symbol }: { readonly symbol: string }) {
  const { t, i18n } = useTranslation('trade');
  const account = useInjection(TradingAccountStore);
  const notifier = useInjection(Notifier);
  const report = (failure: TradeFailure | undefined) => reportResult(notifier, t, i18n.language, failure, t('account.done.cancelAllSent'));
  const any = useMemo(
    () => ({
      ofSymbol: computed(() => account.openOrders.some((o) => o.symbol === symbol)),
      atAll: computed(() => account.openOrders.length > 0),
    }),
    [account, symbol],
  );
  return (
    <Flex gap={8} justify="flex-end" style={{ paddingInline: 12 }}>
      <Popconfirm
        title={t('account.confirm.cancelAllSymbol', { symbol: marketSymbolLabel(symbol) })}
        onConfirm={() => void account.cancelAll(symbol).then(report)}
      >
        <Button size="small" disabled={!any.ofSymbol.get()} data-testid="cancel-all-symbol">
          {t('account.action.cancelAllSymbol', { symbol: marketSymbolLabel(symbol) })}
        </Button>
      </Popconfirm>
      <Popconfirm title={t('account.confirm.cancelAll')} onConfirm={() => void account.cancelAll().then(report)}>
        <Button size="small" danger disabled={!any.atAll.get()} data-testid="cancel-all">
          {t('account.action.cancelAll')}
        </Button>
      </Popconfirm>
    </Flex>
  );
});

/**
 * The table's columns, built again only when an edit starts, changes or ends (or the language does, or the instruments
 * arrive): with the same render functions and the same order objects, the table skips the rows a stream message did
 * not touch. Prices and sizes are shown on the instrument's tick and step.
 */
function useOrderColumns(editing: Editing | undefined, setEditing: SetEditing): readonly OrderColumn[] {
  const { t, i18n } = useTranslation('trade');
  const account = useInjection(TradingAccountStore);
  const notifier = useInjection(Notifier);
  const reference = useInjection(MarketReferenceStore);
  const language = i18n.language;
  const instrumentsKnown = reference.reference.status === 'success';
  return useMemo((): readonly OrderColumn[] => {
    const save = async (order: Order) => {
      if (!editing) return;
      const change = {
        price: editing.price !== (order.price ?? '') ? editing.price : undefined,
        quantity: editing.quantity !== (order.quantity ?? '') ? editing.quantity : undefined,
      };
      if (change.price === undefined && change.quantity === undefined) return setEditing(undefined);
      setEditing({ ...editing, busy: true, error: undefined });
      const failure = await account.amend(order, change);
      if (failure?.kind === 'cancelled') setEditing((e) => (e && e.orderId === order.orderId ? { ...e, busy: false } : e));
      else if (failure)
        setEditing((e) => (e && e.orderId === order.orderId ? { ...e, busy: false, error: failureText(t, failure, language) } : e));
      else {
        setEditing(undefined);
        notifier.show('success', t('account.done.amendSent'));
      }
    };
    const cancel = (o: Order) => void account.cancel(o).then((f) => reportResult(notifier, t, language, f, t('account.done.cancelSent')));
    const instrument = (symbol: string) => (instrumentsKnown ? reference.instrument(symbol) : undefined);
    const price = (symbol: string, value: string | null) => formatPrice(language, value, instrument(symbol)?.quoteTick);
    const size = (symbol: string, value: string | null) => formatSize(language, value, instrument(symbol)?.baseTick);
    const cell = (order: Order, field: 'price' | 'quantity') => {
      if (editing?.orderId !== order.orderId || (field === 'price' && order.price === null))
        return field === 'price' ? price(order.symbol, order.price) : size(order.symbol, order.quantity);
      return (
        <Input
          size="small"
          inputMode="decimal"
          aria-label={t(`account.col.${field}`)}
          data-testid={`amend-${field}`}
          value={editing[field]}
          status={editing.error ? 'error' : undefined}
          onChange={(e) => setEditing({ ...editing, [field]: e.target.value, error: undefined })}
          onPressEnter={() => void save(order)}
          onKeyDown={(e) => e.key === 'Escape' && setEditing(undefined)}
          style={{ width: 110 }}
        />
      );
    };
    const columns: readonly OrderColumn[] = [
      { key: 'time', title: t('account.col.time'), width: 150, render: (o) => dateTime(language, o.createdTime) },
      { key: 'symbol', title: t('account.col.symbol'), width: 110, render: (o) => marketSymbolLabel(o.symbol) },
      {
        key: 'side',
        title: t('account.col.side'),
        width: 90,
        render: (o) => <Text tone={o.side === 'BUY' ? 'success' : 'danger'}>{t(`account.side.${o.side}`)}</Text>,
      },
      { key: 'type', title: t('account.col.type'), width: 90, render: (o) => t(`account.orderType.${o.type}`, { defaultValue: o.type }) },
      { key: 'price', title: t('account.col.price'), width: 130, align: 'right', render: (o) => cell(o, 'price') },
      { key: 'quantity', title: t('account.col.quantity'), width: 130, align: 'right', render: (o) => cell(o, 'quantity') },
      { key: 'filled', title: t('account.col.filled'), width: 100, align: 'right', render: (o) => size(o.symbol, o.executed) },
      {
        key: 'actions',
        title: t('account.col.actions'),
        width: 190,
        fixed: 'end',
        render: (o) => orderActions(t, o, editing, setEditing, { save, cancel }),
      },
    ];
    return columns;
  }, [editing, setEditing, language, t, account, notifier, reference, instrumentsKnown]);
}

/** An order's actions: edit and cancel, or, while it is being amended, save and discard with the amend's refusal. */
function orderActions(
  t: Translate,
  o: Order,
  editing: Editing | undefined,
  setEditing: SetEditing,
  act: { readonly save: (o: Order) => Promise<void>; readonly cancel: (o: Order) => void },
) {
  if (editing?.orderId === o.orderId)
    return (
      <Flex vertical gap={2}>
        <Space size={4}>
          <Button size="small" type="primary" loading={editing.busy} onClick={() => void act.save(o)} data-testid="amend-save">
            {t('account.action.save')}
          </Button>
          <Button size="small" onClick={() => setEditing(undefined)}>
            {t('account.action.discard')}
          </Button>
        </Space>
        {editing.error ? (
          <Typography.Text type="danger" role="alert" data-testid="amend-error" style={{ fontSize: 12 }}>
            {editing.error}
          </Typography.Text>
        ) : null}
      </Flex>
    );
  // The light kit's buttons, not antd's: two in every row, rendered again with each change of their order (a fill),
  // where antd's ran their style hooks and wave effect each time.
  return (
    <Stack gap="xxs">
      <LightButton
        size="small"
        data-testid="order-edit"
        onClick={() => setEditing({ orderId: o.orderId, price: o.price ?? '', quantity: o.quantity ?? '' })}
      >
        {t('account.action.edit')}
      </LightButton>
      <LightButton size="small" danger data-testid="order-cancel" onClick={() => act.cancel(o)}>
        {t('account.action.cancel')}
      </LightButton>
    </Stack>
  );
}
