import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderSide } from '../../domain/trade/orders/order';
import type { OrderBookStore } from '../trade/order-book.store';
import { MemberOrderForm } from './order-form/member-order-form';

/** The phone's order form in a bottom drawer (antd Drawer: a chunk of its own, mounted when Buy or Sell is tapped). */
export default function OrderDrawer({
  symbol,
  book,
  side,
  onClose,
}: {
  symbol: string;
  book: OrderBookStore;
  side: OrderSide | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('trade');
  return (
    <Drawer
      open={side !== undefined}
      onClose={onClose}
      placement="bottom"
      size="90%"
      title={t('order.title')}
      destroyOnHidden
      data-testid="order-drawer"
    >
      <MemberOrderForm symbol={symbol} book={book} initialSide={side} />
    </Drawer>
  );
}
