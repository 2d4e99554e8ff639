import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { TickerFrame } from '../site/home-market-frames';
import { Text } from '../ui/typography';
import { ConnectionStore } from './connection.store';
import { toProductTickerView } from './product-ticker.view-model';
import { TickerStateStore } from './ticker-state.store';

const TREND_TONE = { up: 'success', down: 'danger', flat: 'secondary' } as const;

/**
 * The live WOO/USDT ticker and the exchange's 24 h totals. Needs the container: the
 * home page loads it lazily behind a `TickerSkeleton` of the same size.
 */
export const ProductTickerWidget = observer(function ProductTickerWidget() {
  const store = useInjection(TickerStateStore);
  const connection = useInjection(ConnectionStore);
  useEffect(() => store.start(), [store]);
  const view = toProductTickerView(useTranslation().i18n.language, store.wooTicker, store.total);
  return (
    <TickerFrame
      live
      dimmed={connection.stale && store.wooTicker !== undefined}
      values={{
        pair: <span data-testid="woo-last-price">{view.lastPrice}</span>,
        change: (
          <Text tone={TREND_TONE[view.trend]} data-testid="woo-change">
            {view.change}
          </Text>
        ),
        volume: <span data-testid="total-volume">{view.volume}</span>,
        transactions: <span data-testid="total-transactions">{view.transactions}</span>,
      }}
    />
  );
});
