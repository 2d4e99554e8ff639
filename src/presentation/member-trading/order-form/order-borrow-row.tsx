import { Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { borrowFor } from '../../../domain/trade/spot-margin/spot-margin';
import { formatDecimalIn } from '../../trade/trade-format';
import type { OrderFormStore } from './order-form.store';

/** Spot margin on: what the order would borrow (what it needs beyond the available balance), shown under the order value. */
export const OrderBorrowRow = observer(function OrderBorrowRow({ store }: { store: OrderFormStore }) {
  const { t, i18n } = useTranslation('spotMargin');
  const market = store.market;
  if (store.perp || !market?.borrowable) return null;
  const { base, quote } = store.tokens;
  const asset = store.side === 'BUY' ? quote : base;
  if (market.borrowable(asset) === undefined) return null;
  const request = store.request;
  const quantity = request?.kind === 'algo' ? request.order.quantity : request?.order.quantity;
  const required = store.side === 'BUY' ? store.summary?.value : quantity;
  const borrow = required === undefined ? undefined : borrowFor(required, store.account.balance(asset)?.available ?? '0');
  return (
    <Flex justify="space-between" gap={8} wrap>
      <Typography.Text type="secondary">{t('borrow')}</Typography.Text>
      <Typography.Text data-testid="summary-borrow">
        {borrow === undefined ? '--' : `${formatDecimalIn(i18n.language, borrow, store.side === 'BUY' ? 2 : 8)} ${asset}`}
      </Typography.Text>
    </Flex>
  );
});
