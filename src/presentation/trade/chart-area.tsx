import { Segmented, Spin, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMarketSymbol } from '../../domain/market/market-symbol';
import type { Resolution } from '../../domain/trade/candles';
import { FundingStore } from '../markets/funding.store';
import { useInjection } from '../shared/container-context';
import type { OrderBookStore } from './order-book.store';
import { TradePreferencesStore } from './trade-preferences.store';
import { lazyPanel } from '../shared/lazy-panel';

type ChartTab = 'candles' | 'depth' | 'funding';

/**
 * The candles (Lightweight Charts, 52 KB gzip) in their own chunk: asked for as soon as this module runs, so it loads
 * beside the page instead of inside it, and the page paints its book, trades and form first (its size budget).
 */
const candleChart = import('./candle-chart');
const CandleChart = lazyPanel(() => candleChart.then((m) => ({ default: m.CandleChart })));

/** The depth chart, loaded with its tab (its own chunk: a visitor who never opens it does not load it). */
const DepthChart = lazyPanel(() => import('./depth-chart').then((m) => ({ default: m.DepthChart })));

/** The markets' funding chart, loaded with the tab (its own chunk, shared with /markets/funding-rate). */
const FundingHistoryChart = lazyPanel(() => import('../markets/funding-history-chart').then((m) => ({ default: m.FundingHistoryChart })));

const FundingTab = observer(function FundingTab({ symbol }: { symbol: string }) {
  const { t } = useTranslation('trade');
  const funding = useInjection(FundingStore);
  useEffect(() => {
    if (funding.selected !== symbol) void funding.select(symbol);
  }, [funding, symbol]);
  const history = funding.history;
  if (history.status === 'success' && funding.selected === symbol)
    return (
      <div style={{ padding: 8 }}>
        <FundingHistoryChart rows={history.value} />
      </div>
    );
  return (
    <Typography.Text type="secondary" style={{ display: 'block', padding: 16 }}>
      {history.status === 'error' ? t('chart.failed') : t('chart.loading')}
    </Typography.Text>
  );
});

/** The chart column: candles, the depth chart, and for perpetuals the funding-rate history, as tabs. */
export const ChartArea = observer(function ChartArea({
  symbol,
  book,
  decimals,
  height,
}: {
  symbol: string;
  book: OrderBookStore;
  decimals: number;
  height: number | string;
}) {
  const { t } = useTranslation('trade');
  const { token } = theme.useToken();
  const prefs = useInjection(TradePreferencesStore);
  const perp = parseMarketSymbol(symbol)?.type === 'PERP';
  const [tab, setTab] = useState<ChartTab>('candles');
  const onResolution = useCallback((r: Resolution) => prefs.setResolution(r), [prefs]);
  const shown = tab === 'funding' && !perp ? 'candles' : tab;
  const options: { value: ChartTab; label: string }[] = [
    { value: 'candles', label: t('chart.tabs.candles') },
    { value: 'depth', label: t('chart.tabs.depth') },
  ];
  if (perp) options.push({ value: 'funding', label: t('chart.tabs.funding') });
  return (
    <section
      aria-label={t('chart.title')}
      style={{ display: 'flex', flexDirection: 'column', height, minHeight: 0, background: token.colorBgContainer }}
    >
      <div style={{ padding: '6px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Segmented<ChartTab> size="small" value={shown} onChange={setTab} options={options} data-testid="chart-tabs" />
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        {shown === 'candles' && (
          <CandleChart
            symbol={symbol}
            resolution={prefs.resolution}
            onResolution={onResolution}
            decimals={decimals}
            height="100%"
            fallback={
              <div data-testid="chart-loading" style={{ height: '100%', display: 'grid', placeItems: 'center' }}>
                <Spin />
              </div>
            }
          />
        )}
        {shown === 'depth' && <DepthChart book={book} decimals={decimals} height="100%" />}
        {shown === 'funding' && <FundingTab symbol={symbol} />}
      </div>
    </section>
  );
});
