import { Segmented, Spin, theme, Typography } from 'antd';
import { autorun, observable, runInAction, when, type IObservableValue } from 'mobx';
import { observer } from 'mobx-react-lite';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { candleChange, RESOLUTIONS, type Candle, type Resolution } from '../../domain/trade/candles';
import { useInjection } from '../shared/container-context';
import { mountCandleChart } from './candle-chart-mount';
import { CandlesStore } from './candles.store';
import { OwnOrdersSlot } from './own-orders-slot';
import { formatCompact, formatDecimalIn, formatPercentIn } from './trade-format';
import { useMoveColours } from '../shared/display-choice';

export interface CandleChartProps {
  readonly symbol: string;
  readonly resolution: Resolution;
  readonly onResolution: (resolution: Resolution) => void;
  /** Price decimals (the instrument's tick). */
  readonly decimals: number;
  readonly height: number | string;
}

/** The legend's line above the plot (px). */
const LEGEND_HEIGHT = 20;

/**
 * Candles and volume of one symbol (Lightweight Charts, Apache-2.0: the TradingView attribution is shown), the
 * resolution picker, the crosshair legend (OHLC and change, exact decimals in the language's format), older history
 * as the user scrolls left. Colours come from the antd theme. A signed-in member's orders and triggers are drawn by
 * the member's chunk through `OwnOrdersSlot`.
 */
export const CandleChart = observer(function CandleChart({ symbol, resolution, onResolution, decimals, height }: CandleChartProps) {
  const store = useInjection(CandlesStore);
  const slot = useInjection(OwnOrdersSlot);
  // The symbol as an observable, so the order lines follow it without rebuilding the chart.
  const [shownSymbol] = useState(() => observable.box(symbol));
  useEffect(() => runInAction(() => shownSymbol.set(symbol)), [shownSymbol, symbol]);
  const { t, i18n } = useTranslation('trade');
  const { token } = theme.useToken();
  const move = useMoveColours();
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // The crosshair's candle, read by the legend only: this view renders again when its props change, not per candle.
  const [hovered] = useState(() => observable.box<Candle | undefined>(undefined, { deep: false }));
  const language = i18n.language;

  useEffect(() => {
    store.start(symbol, resolution);
  }, [store, symbol, resolution]);
  useEffect(() => () => store.dispose(), [store]);
  // How many candles and in what state, for tests and checks (written to the DOM, not rendered).
  useEffect(
    () =>
      autorun(() => {
        const el = root.current;
        if (!el) return;
        el.dataset.candles = String(store.series.candles.length);
        el.dataset.status = store.series.status;
      }),
    [store],
  );

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    // Creating the chart (its canvases, their bitmaps, a layout) is the page's largest piece of start-up work: a task
    // of its own after the page's commit, so the page paints first and the two are not one long task. And only once
    // the first candles are in (or none came): created empty, the chart laid out its canvases for an empty price scale,
    // then again, all of them, when the prices widened it (two full draws on a loading page, ≈ 100 ms each at 4×).
    let unmount: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopWaiting = when(
      () => store.series.candles.length > 0 || store.series.status !== 'loading',
      () => {
        timer = setTimeout(() => {
          unmount = mountCandleChart(
            element,
            { store, slot, symbol: shownSymbol, hovered },
            { token, move, language, decimals, resolution },
          );
        }, 0);
      },
    );
    return () => {
      stopWaiting();
      clearTimeout(timer);
      unmount?.();
    };
  }, [store, slot, shownSymbol, hovered, token, move, language, decimals, resolution]);

  return (
    <div ref={root} style={{ display: 'flex', flexDirection: 'column', height, minHeight: 0 }} data-testid="candle-chart">
      <ChartToolbar store={store} resolution={resolution} onResolution={onResolution} />
      <ChartLegend store={store} hovered={hovered} decimals={decimals} />
      <div style={{ position: 'relative', flex: 1, minHeight: 120 }}>
        <div ref={host} style={{ position: 'absolute', inset: 0 }} role="img" aria-label={t('chart.label', { symbol })} />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, padding: '2px 8px' }}>
        {t('chart.attribution')}{' '}
        <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
          TradingView
        </a>
      </Typography.Text>
    </div>
  );
});

/** The resolution picker and the older-history spinner: renders when the resolution or the spinner changes. */
const ChartToolbar = memo(
  observer(function ChartToolbar({
    store,
    resolution,
    onResolution,
  }: {
    store: CandlesStore;
    resolution: Resolution;
    onResolution: (resolution: Resolution) => void;
  }) {
    const { t } = useTranslation('trade');
    return (
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 8px', flexWrap: 'wrap' }}>
        <Segmented
          size="small"
          value={resolution}
          onChange={(value) => onResolution(value as Resolution)}
          options={RESOLUTIONS.map((r) => ({ value: r, label: t(`chart.resolution.${r}`) }))}
          aria-label={t('chart.resolutionLabel')}
          data-testid="chart-resolution"
        />
        {store.loadingOlder ? <Spin size="small" aria-label={t('chart.loadingOlder')} /> : null}
      </div>
    );
  }),
);

/**
 * The crosshair's candle, or the last one: open, high, low, close, change and volume, exact decimals in the
 * language's format. A line of its own above the plot, one line high whatever it shows: over the plot it covered the
 * price scale's top label once it wrapped (narrow panels, long figures), and a height that followed its text moved
 * the chart. The only part of the chart that renders on every candle.
 */
const ChartLegend = observer(function ChartLegend({
  store,
  hovered,
  decimals,
}: {
  store: CandlesStore;
  hovered: IObservableValue<Candle | undefined>;
  decimals: number;
}) {
  const { t, i18n } = useTranslation('trade');
  const { token } = theme.useToken();
  const move = useMoveColours();
  const language = i18n.language;
  const series = store.series;
  const shown = hovered.get() ?? series.candles[series.candles.length - 1];
  const change = shown ? candleChange(shown) : undefined;
  const up = change ? !change.change.startsWith('-') : true;
  const f = (v: string | undefined) => formatDecimalIn(language, v, decimals);
  const strong = { color: token.colorText };
  return (
    <div
      data-testid="chart-legend"
      style={{
        height: LEGEND_HEIGHT,
        flex: `0 0 ${LEGEND_HEIGHT}px`,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '0 8px',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        fontSize: token.fontSizeSM,
        fontVariantNumeric: 'tabular-nums',
        color: token.colorTextSecondary,
      }}
    >
      {shown ? (
        <>
          <span>
            {t('chart.open')} <b style={strong}>{f(shown.open)}</b>
          </span>
          <span>
            {t('chart.high')} <b style={strong}>{f(shown.high)}</b>
          </span>
          <span>
            {t('chart.low')} <b style={strong}>{f(shown.low)}</b>
          </span>
          <span>
            {t('chart.close')} <b style={strong}>{f(shown.close)}</b>
          </span>
          <span style={{ color: up ? move.upText : move.downText }}>
            {change ? `${up ? '+' : ''}${f(change.change)} (${formatPercentIn(language, change.percent)})` : null}
          </span>
          <span>
            {t('chart.volume')} <b style={strong}>{formatCompact(language, shown.volume)}</b>
          </span>
        </>
      ) : series.status === 'failed' ? (
        t('chart.failed')
      ) : (
        t('chart.loading')
      )}
    </div>
  );
});
