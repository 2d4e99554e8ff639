import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Notifier } from '../../../application/shared/notifier';
import { useInjection } from '../../shared/container-context';
import { failureText } from '../../shared/failure-text';
import { OwnOrdersSlot } from '../../trade/own-orders-slot';
import { AlgoOrdersStore } from './algo-orders.store';
import { drawOwnOrders } from './chart-own-orders';
import { TradingAccountStore } from './trading-account.store';

/**
 * A signed-in member's part of the market's views (the member-trading chunk, mounted by the trade and multi-symbol
 * pages once the session says signed in): keeps the trading account and the algo orders, and fills the
 * `OwnOrdersSlot` the book and the chart read, so own orders are marked on the book's levels and drawn on the chart
 * with the waiting triggers. Renders nothing; unmounted (log-out), the slot empties and the lines go.
 */
export default function OwnOrdersOnMarket() {
  const { t, i18n } = useTranslation('trade');
  const slot = useInjection(OwnOrdersSlot);
  const account = useInjection(TradingAccountStore);
  const algos = useInjection(AlgoOrdersStore);
  const notifier = useInjection(Notifier);
  useEffect(() => account.start(), [account]);
  useEffect(() => algos.start(), [algos]);
  useEffect(
    () =>
      slot.fill({
        orderPrices: (symbol) => (account.signedIn ? account.orderPrices(symbol) : undefined),
        drawOnChart: (chart) =>
          drawOwnOrders(chart, {
            orders: () => account.openOrders,
            algos,
            orderLabel: (side, quantity) => `${t(`account.side.${side}`)} ${quantity}`,
            algoLabel: (r) =>
              `${t(`algo.type.${r.algoType}`, { defaultValue: r.algoType })} ${r.quantity === '0' ? '' : r.quantity}`.trim(),
            refused: (failure) => notifier.show('error', failureText(t, failure, i18n.language)),
          }),
      }),
    [slot, account, algos, notifier, t, i18n],
  );
  return null;
}
