import { Alert, Button, Flex, Form, Input, Segmented, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { lazyPanel } from '../../shared/lazy-panel';
import { saidOrTranslated } from '../../shared/translate-refusal';
import { useTranslation } from 'react-i18next';
import { type FormOrderKind } from '../../../domain/trade/orders/order-form';
import type { OrderSide } from '../../../domain/trade/orders/order';
import { tickDecimals } from '../../trade/trade-format';
import type { FormMarket, FormSlot } from './order-form-context';
import type { OrderFormStore } from './order-form.store';
import { OrderSummaryView } from './order-form-summary';
import type { HedgeAction } from './hedge-choice';
import { MarginControls } from './margin-controls';
import { OrderSizeFields } from './order-size-fields';
import { AvailableRow } from './available-row';

const HEDGE_KEYS: Record<HedgeAction, string> = {
  OPEN_LONG: 'openLong',
  OPEN_SHORT: 'openShort',
  CLOSE_LONG: 'closeLong',
  CLOSE_SHORT: 'closeShort',
};
import { TpSlSection, TrailingFields, TriggerTypeSelect } from './algo-fields';
import { useMoveColours } from '../../shared/display-choice';

// What only some orders need, in chunks of their own (its size budget): the confirmation (fetched when idle, shown
// while an order waits for it), the Advanced picker, and the scaled order's fields with their preview table.
const ConfirmOrderModal = lazyPanel(() => import('./confirm-order-modal'));
const AdvancedKindSelect = lazyPanel(() => import('./advanced-kind-select'));
const ScaledOrderFields = lazyPanel(() => import('./scaled-order-fields').then((m) => ({ default: m.ScaledOrderFields })));
/** The height of a small control, kept while its chunk loads so nothing below moves. */
const SMALL_CONTROL = 24;

const NOTICE_KEYS = { placed: 'placed', 'not-placed': 'notPlaced', unknown: 'unknown' } as const;

type KindTab = 'LIMIT' | 'MARKET' | 'STOP' | 'TRAILING_STOP' | 'SCALED';
/** Limit and Market are tabs; the conditional kinds share a third tab with a picker (they do not fit as five tabs). */
type HeadTab = 'LIMIT' | 'MARKET' | 'ADVANCED';
const ADVANCED_KINDS: readonly FormOrderKind[] = ['STOP_LIMIT', 'STOP_MARKET', 'TRAILING_STOP', 'SCALED'];
const tabOf = (kind: FormOrderKind): KindTab => (kind === 'STOP_LIMIT' || kind === 'STOP_MARKET' ? 'STOP' : kind);

/** The message next to a field: the exchange's refusal, or the same rule's on the client. */
function slotProps(store: OrderFormStore, slot: FormSlot, t: TFunction, language: string) {
  const message = store.message(slot);
  return message
    ? {
        validateStatus: 'error' as const,
        help: (
          <span data-testid={`refusal-${slot}`} data-code={message.code}>
            {saidOrTranslated(t, language, message)}
          </span>
        ),
      }
    : {};
}

/** The order form of a signed-in member: side, type, price, size, options, the live summary and the submit button. */
export const OrderForm = observer(function OrderForm({
  store,
  market,
  initialSide,
}: {
  store: OrderFormStore;
  market: FormMarket;
  initialSide?: OrderSide;
}) {
  const { t, i18n } = useTranslation('trade');
  const { token } = theme.useToken();
  const move = useMoveColours();
  useEffect(() => {
    store.attach(market);
  }, [store, market]);
  useEffect(() => {
    if (initialSide) store.setSide(initialSide);
  }, [store, initialSide]);
  // The confirmation's chunk is fetched as the form mounts and the dialog mounted (closed) once it is here, so a Buy
  // that asks for confirmation opens it at once, as if it had been in the form's own chunk.
  const [confirmReady, setConfirmReady] = useState(false);
  useEffect(() => {
    let live = true;
    ConfirmOrderModal.load().then(
      () => live && setConfirmReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const priceSlot = slotProps(store, 'price', t, i18n.language);
  const triggerSlot = slotProps(store, 'triggerPrice', t, i18n.language);
  const sizeSlot = slotProps(store, 'size', t, i18n.language);
  const formSlot = store.message('form');
  const sub = store.submission;
  const hedge = store.hedge;
  const { base, quote } = store.tokens;
  const buy = store.side === 'BUY';
  const sideColor = buy ? move.up : move.down;
  const decimals = tickDecimals(store.rules?.quoteTick);
  const tab = tabOf(store.kind);
  const head: HeadTab = tab === 'LIMIT' || tab === 'MARKET' ? tab : 'ADVANCED';
  const [advanced, setAdvanced] = useState<FormOrderKind>(head === 'ADVANCED' ? store.kind : 'STOP_LIMIT');
  const priced = store.kind === 'LIMIT' || store.kind === 'STOP_LIMIT';
  const arrows = (field: 'price' | 'triggerPrice') => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    store.stepPrice(field, e.key === 'ArrowUp' ? 1 : -1);
  };

  if (!store.account.ready)
    return (
      <Typography.Text type="secondary" data-testid="order-form-loading">
        {t('form.loading')}
      </Typography.Text>
    );
  return (
    <Form
      layout="vertical"
      component="form"
      data-testid="order-form"
      data-confirm-ready={confirmReady}
      requiredMark={false}
      onSubmitCapture={(e) => {
        e.preventDefault();
        void store.submit();
      }}
      style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}
    >
      {store.perp && <MarginControls symbol={store.symbol} />}
      {hedge.on ? (
        <>
          <Segmented<'open' | 'close'>
            block
            size="small"
            value={hedge.closing ? 'close' : 'open'}
            onChange={(v) => hedge.setClosing(v === 'close')}
            data-testid="order-hedge-intent"
            aria-label={t('margin.intent')}
            options={[
              { value: 'open', label: t('margin.open') },
              { value: 'close', label: t('margin.close') },
            ]}
          />
          <Segmented<HedgeAction>
            block
            value={hedge.action}
            onChange={(a) => hedge.set(a)}
            data-testid="order-side"
            aria-label={t('form.side')}
            options={(hedge.closing ? (['CLOSE_LONG', 'CLOSE_SHORT'] as const) : (['OPEN_LONG', 'OPEN_SHORT'] as const)).map((a) => ({
              value: a,
              label: t(`margin.${HEDGE_KEYS[a]}`),
            }))}
          />
        </>
      ) : (
        <Segmented<OrderSide>
          block
          value={store.side}
          onChange={(side) => store.setSide(side)}
          data-testid="order-side"
          aria-label={t('form.side')}
          options={[
            { value: 'BUY', label: t(store.perp ? 'order.buyLong' : 'order.buy') },
            { value: 'SELL', label: t(store.perp ? 'order.sellShort' : 'order.sell') },
          ]}
        />
      )}
      <Segmented<HeadTab>
        block
        value={head}
        onChange={(next) => store.setKind(next === 'ADVANCED' ? advanced : next)}
        data-testid="order-kind"
        aria-label={t('form.type')}
        // each tab at least as wide as its label ("Conditional", "Условный"): the others give way, none is cut off
        styles={{ item: { flex: '1 1 auto', minWidth: 'max-content' }, label: { paddingInline: 8 } }}
        options={(['LIMIT', 'MARKET', 'ADVANCED'] as const).map((k) => ({ value: k, label: t(`form.kind.${k}`) }))}
      />
      {head === 'ADVANCED' && (
        <AdvancedKindSelect
          fallback={<div style={{ height: SMALL_CONTROL }} />}
          value={store.kind}
          onChange={(kind) => {
            setAdvanced(kind);
            store.setKind(kind);
          }}
          label={t('form.stopType')}
          options={ADVANCED_KINDS.map((k) => ({ value: k, label: t(`form.kind.${k}`) }))}
        />
      )}
      {(tab === 'STOP' || tab === 'TRAILING_STOP') && <TriggerTypeSelect store={store} />}
      <AvailableRow store={store} />
      {tab === 'SCALED' && <ScaledOrderFields sideColor={sideColor} textColor={token.colorTextLightSolid} />}
      {tab === 'TRAILING_STOP' && <TrailingFields store={store} />}
      {(tab === 'STOP' || tab === 'TRAILING_STOP') && (
        <Form.Item
          label={t(tab === 'STOP' ? 'form.triggerPrice' : 'algo.activationPrice')}
          htmlFor="order-trigger"
          style={{ marginBottom: 0 }}
          {...triggerSlot}
        >
          <Input
            id="order-trigger"
            inputMode="decimal"
            autoComplete="off"
            suffix={<span>{quote}</span>}
            value={store.triggerPrice}
            data-testid="order-trigger"
            onChange={(e) => store.setTriggerPrice(e.target.value)}
            onKeyDown={arrows('triggerPrice')}
          />
        </Form.Item>
      )}
      {tab === 'SCALED' ? null : priced ? (
        <Form.Item label={t('form.price')} htmlFor="order-price" style={{ marginBottom: 0 }} {...priceSlot}>
          {/* the input keeps the row; Mid and Last sit under it, so a long translation never takes its width */}
          <Flex vertical gap={4}>
            <Input
              id="order-price"
              inputMode="decimal"
              autoComplete="off"
              suffix={<span>{quote}</span>}
              value={store.price}
              data-testid="order-price"
              onChange={(e) => store.setPrice(e.target.value)}
              onKeyDown={arrows('price')}
            />
            <Flex gap={4} wrap>
              <Button size="small" onClick={() => store.useMid()} data-testid="order-mid" aria-label={t('form.midLabel')}>
                {t('form.mid')}
              </Button>
              <Button size="small" onClick={() => store.useLast()} data-testid="order-last" aria-label={t('form.lastLabel')}>
                {t('form.last')}
              </Button>
            </Flex>
          </Flex>
        </Form.Item>
      ) : (
        <Form.Item label={t('form.price')} htmlFor="order-price-market" style={{ marginBottom: 0 }} {...priceSlot}>
          <Input id="order-price-market" disabled value={t('form.marketPrice')} />
        </Form.Item>
      )}
      {tab !== 'SCALED' && (
        <>
          <OrderSizeFields store={store} base={base} quote={quote} sideColor={sideColor} sizeSlot={sizeSlot} />
          <TpSlSection store={store} />
          <OrderSummaryView store={store} decimals={decimals} />
          {formSlot && <Alert type="error" showIcon title={saidOrTranslated(t, i18n.language, formSlot)} data-testid="refusal-form" />}
          <Button
            htmlType="submit"
            block
            size="large"
            loading={sub.pending}
            disabled={sub.pending || !store.ready}
            data-testid="order-submit"
            style={{ background: sideColor, borderColor: sideColor, color: token.colorTextLightSolid }}
          >
            {hedge.on
              ? t(`margin.${HEDGE_KEYS[hedge.action]}`)
              : store.perp
                ? t(buy ? 'order.buyLong' : 'order.sellShort')
                : t(buy ? 'form.submitBuy' : 'form.submitSell', { base })}
          </Button>
          {sub.pending && (
            <Typography.Text type="secondary" role="status" data-testid="order-pending">
              {sub.timedOut ? t('form.timeout') : t('form.pending')}
            </Typography.Text>
          )}
          {sub.notice && (
            <Alert
              role="status"
              showIcon
              data-testid="order-notice"
              data-kind={sub.notice.kind}
              type={sub.notice.kind === 'placed' ? 'success' : 'warning'}
              title={t(`form.notice.${NOTICE_KEYS[sub.notice.kind]}${sub.notice.timedOut ? 'AfterTimeout' : ''}`)}
            />
          )}
        </>
      )}
      {(confirmReady || sub.confirming) && <ConfirmOrderModal store={store} decimals={decimals} />}
    </Form>
  );
});
