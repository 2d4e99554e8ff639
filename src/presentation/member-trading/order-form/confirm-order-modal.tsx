import { Checkbox, Descriptions, Modal, type ButtonProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormOrderKind } from '../../../domain/trade/orders/order-form';
import { formatSize, formatTokenAmount } from '../../../domain/shared/amount-format';
import { formatDecimalIn } from '../../trade/trade-format';
import type { OrderFormStore } from './order-form.store';

const kindKey = (kind: FormOrderKind) => `form.kind.${kind}`;

/**
 * The confirmation step of one order type, with "Don't ask again" (kept in the trade preferences). Its own chunk (antd's
 * Modal and Descriptions): the form mounts it only while an order waits for confirmation and fetches it when idle.
 */
const ConfirmOrderModal = observer(function ConfirmOrderModal({ store, decimals }: { store: OrderFormStore; decimals: number }) {
  const { t, i18n } = useTranslation('trade');
  const [dontAsk, setDontAsk] = useState(false);
  const confirming = store.submission.confirming;
  const order = confirming?.request.order;
  const lng = i18n.language;
  const kind = confirming ? t(kindKey(confirming.kind)) : '';
  const { base, quote } = store.tokens;
  const close = () => {
    setDontAsk(false);
    store.submission.cancelConfirm();
  };
  const price = order?.price;
  const trigger = confirming?.request.kind === 'algo' ? confirming.request.order.triggerPrice : undefined;
  const items = order && [
    {
      key: 'side',
      label: t('form.side'),
      children: t(order.side === 'BUY' ? (store.perp ? 'order.buyLong' : 'order.buy') : store.perp ? 'order.sellShort' : 'order.sell'),
    },
    { key: 'type', label: t('form.type'), children: kind },
    ...(trigger
      ? [{ key: 'trigger', label: t('form.triggerPrice'), children: `${formatDecimalIn(lng, trigger, decimals)} ${quote}` }]
      : []),
    { key: 'price', label: t('form.price'), children: price ? `${formatDecimalIn(lng, price, decimals)} ${quote}` : t('form.marketPrice') },
    {
      key: 'size',
      label: t('form.size'),
      children:
        order.quantity !== undefined
          ? `${formatSize(lng, order.quantity, store.rules?.baseTick)} ${base}`
          : `${'amount' in order ? formatTokenAmount(lng, order.amount, quote) : ''} ${quote}`,
    },
    {
      key: 'value',
      label: t('form.summary.value'),
      children: store.summary?.value ? `${formatDecimalIn(lng, store.summary.value, 2)} ${quote}` : '--',
    },
    // perpetuals: the leverage, the initial margin (notional ÷ leverage) and where the position would be liquidated
    ...(store.perp
      ? [
          {
            key: 'leverage',
            label: t('form.confirm.leverage'),
            children: <span data-testid="confirm-leverage">{`${store.account.leverage(store.symbol)}x`}</span>,
          },
          {
            key: 'margin',
            label: t('form.confirm.margin'),
            children: (
              <span data-testid="confirm-margin">
                {store.summary?.margin ? `${formatDecimalIn(lng, store.summary.margin, 2)} ${quote}` : '--'}
              </span>
            ),
          },
          {
            key: 'liquidation',
            label: t('form.confirm.liquidation'),
            children: (
              <span data-testid="confirm-liquidation">
                {store.summary?.liquidationPrice
                  ? `${formatDecimalIn(lng, store.summary.liquidationPrice, decimals)} ${quote}`
                  : t('form.confirm.noLiquidation')}
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <Modal
      open={confirming !== undefined}
      title={t('form.confirm.title', { kind })}
      okText={t('form.confirm.ok')}
      cancelText={t('form.confirm.cancel')}
      onOk={() => {
        const keep = dontAsk;
        setDontAsk(false);
        void store.submission.confirm(keep);
      }}
      onCancel={close}
      okButtonProps={{ 'data-testid': 'confirm-ok' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'confirm-cancel' } as ButtonProps}
      data-testid="confirm-modal"
    >
      {items && <Descriptions column={1} size="small" items={items} data-testid="confirm-details" />}
      <Checkbox checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)} data-testid="confirm-dont-ask">
        {t('form.confirm.dontAsk', { kind })}
      </Checkbox>
    </Modal>
  );
});

export default ConfirmOrderModal;
