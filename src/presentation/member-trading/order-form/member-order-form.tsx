import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import type { OrderSide } from '../../../domain/trade/orders/order';
import { TickerStateStore } from '../../market/ticker-state.store';
import { MarketReferenceStore } from '../../markets/market-reference.store';
import { useInjection } from '../../shared/container-context';
import type { OrderBookStore } from '../../trade/order-book.store';
import type { FormMarket } from './order-form-context';
import { OrderForm } from './order-form';
import { OrderFormStore } from './order-form.store';
import { TradePasswordModal } from '../../security/trade-password-modal';
import { TradePasswordStore } from '../../security/trade-password.store';
import { TradingAccountView } from '../account/trading-account-view';
import { useOrderBorrowable } from '../../spot-margin/use-order-borrowable';

/** The market the form reads, from the page's stores: instrument rules, the panel's book, the last price. */
export function useFormMarket(symbol: string, book: OrderBookStore): FormMarket {
  const reference = useInjection(MarketReferenceStore);
  const tickers = useInjection(TickerStateStore);
  const borrowable = useOrderBorrowable(symbol);
  useEffect(() => {
    void reference.start();
  }, [reference]);
  return useMemo<FormMarket>(
    () => ({
      symbol,
      instrument: () => reference.instrument(symbol),
      book: () => (book.frame?.status === 'live' && book.frame.symbol === symbol ? book.frame : undefined),
      lastPrice: () => tickers.tickers.get(symbol)?.close,
      borrowable,
    }),
    [symbol, book, reference, tickers, borrowable],
  );
}

function Bound({ symbol, book, initialSide }: { symbol: string; book: OrderBookStore; initialSide?: OrderSide }) {
  const store = useInjection(OrderFormStore);
  const account = useInjection(TradingAccountView);
  const password = useInjection(TradePasswordStore);
  useEffect(() => account.start(), [account]);
  useEffect(() => password.prepare(), [password]);
  const market = useFormMarket(symbol, book);
  return (
    <>
      <OrderForm store={store} market={market} initialSide={initialSide} />
      <TradePasswordModal />
    </>
  );
}

/** The signed-in member's order form for `symbol`, fed by the page's book. */
export const MemberOrderForm = observer(function MemberOrderForm(props: { symbol: string; book: OrderBookStore; initialSide?: OrderSide }) {
  return <Bound symbol={props.symbol} book={props.book} initialSide={props.initialSide} />;
});
