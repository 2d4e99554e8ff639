import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type MouseEventParams,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { theme } from 'antd';
import { autorun, reaction, runInAction, type IObservableValue } from 'mobx';
import type { Candle } from '../../domain/trade/candles';
import type { useMoveColours } from '../shared/display-choice';
import type { CandlesStore } from './candles.store';
import type { OwnOrdersSlot } from './own-orders-slot';
import { formatDecimalIn } from './trade-format';
import { intlLocale } from '../../domain/shared/locale';

/** Candles left of the visible range below which the next older page is read. */
const LOAD_OLDER_MARGIN = 20;
const toTime = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

/** What the chart's look depends on: the theme's tokens, the rise and fall colours, the language and the decimals. */
export interface ChartLook {
  readonly token: ReturnType<typeof theme.useToken>['token'];
  readonly move: ReturnType<typeof useMoveColours>;
  readonly language: string;
  readonly decimals: number;
  readonly resolution: string;
}

/** The chart with its candle series and its volume histogram below them. */
function createCandleChart(element: HTMLElement, { token, move, language, decimals, resolution }: ChartLook) {
  const priceFormat = (value: number) => formatDecimalIn(language, value.toFixed(decimals), decimals);
  const chart: IChartApi = createChart(element, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: token.colorBgContainer },
      textColor: token.colorTextSecondary,
      fontFamily: token.fontFamily,
      attributionLogo: true,
    },
    grid: { vertLines: { color: token.colorBorderSecondary }, horzLines: { color: token.colorBorderSecondary } },
    crosshair: { mode: CrosshairMode.Normal },
    rightPriceScale: { borderColor: token.colorBorder },
    timeScale: { borderColor: token.colorBorder, timeVisible: resolution !== '1d' && resolution !== '1w' && resolution !== '1M' },
    localization: { locale: intlLocale(language), priceFormatter: priceFormat },
  });
  const candles: ISeriesApi<'Candlestick'> = chart.addSeries(CandlestickSeries, {
    upColor: move.up,
    downColor: move.down,
    borderVisible: false,
    wickUpColor: move.up,
    wickDownColor: move.down,
    priceFormat: { type: 'price', precision: decimals, minMove: 1 / 10 ** decimals },
  });
  const volume: ISeriesApi<'Histogram'> = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
  return { chart, candles, volume };
}

/** What the chart follows: the candles, the member's lines, the symbol shown and the crosshair's candle it reports. */
export interface ChartWiring {
  readonly store: CandlesStore;
  readonly slot: OwnOrdersSlot;
  readonly symbol: IObservableValue<string>;
  readonly hovered: IObservableValue<Candle | undefined>;
}

/**
 * Creates the chart in `element` and keeps it drawing the store's candles (the tail updated in place, older history
 * kept in view), the member's lines and the crosshair's candle; loads older history as the user scrolls left.
 * Returns the cleanup, which removes the chart.
 */
export function mountCandleChart(element: HTMLElement, wiring: ChartWiring, look: ChartLook): () => void {
  const { token, move, decimals } = look;
  const { store, slot, symbol, hovered } = wiring;
  const { chart, candles, volume } = createCandleChart(element, look);

  const byTime = new Map<number, Candle>();
  let drawn: readonly Candle[] = [];
  // Geometry only: the chart draws floats; the legend shows the exact strings.
  const bar = (c: Candle) => ({
    time: toTime(c.start),
    open: Number(c.open),
    high: Number(c.high),
    low: Number(c.low),
    close: Number(c.close),
  });
  const vol = (c: Candle) => ({
    time: toTime(c.start),
    value: Number(c.volume),
    color: Number(c.close) >= Number(c.open) ? `${move.up}66` : `${move.down}66`,
  });
  const stopData = autorun(() => {
    const next = store.series.candles;
    const prev = drawn;
    drawn = next;
    if (next.length === 0) {
      byTime.clear();
      candles.setData([]);
      volume.setData([]);
      return;
    }
    const sameHead = prev.length > 0 && prev[0].start === next[0].start;
    const tailOnly = sameHead && (next.length === prev.length || next.length === prev.length + 1);
    if (tailOnly) {
      const last = next[next.length - 1];
      byTime.set(toTime(last.start), last);
      candles.update(bar(last));
      volume.update(vol(last));
      return;
    }
    byTime.clear();
    for (const c of next) byTime.set(toTime(c.start), c);
    const range = chart.timeScale().getVisibleLogicalRange();
    candles.setData(next.map(bar));
    volume.setData(next.map(vol));
    if (prev.length > 0 && range && next.length > prev.length && next[next.length - 1].start === prev[prev.length - 1].start) {
      // Older history came in front: keep the view where the user is.
      const added = next.length - prev.length;
      chart.timeScale().setVisibleLogicalRange({ from: range.from + added, to: range.to + added });
    }
  });
  // A signed-in member's open orders and waiting triggers, drawn by the member's chunk once it has filled the slot.
  let detach: (() => void) | undefined;
  const stopOwn = reaction(
    () => slot.source,
    (source) => {
      detach?.();
      detach = source?.drawOnChart({
        chart,
        series: candles,
        element,
        symbol,
        decimals,
        colors: { up: move.up, down: move.down, takeProfit: token.colorSuccess, stopLoss: token.colorError, other: token.colorWarning },
      });
    },
    { fireImmediately: true },
  );
  const onRange = () => {
    const range = chart.timeScale().getVisibleLogicalRange();
    if (range && range.from < LOAD_OLDER_MARGIN) store.loadOlder();
  };
  chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
  const onMove = (param: MouseEventParams<Time>) => {
    runInAction(() => hovered.set(param.time === undefined ? undefined : byTime.get(param.time as number)));
  };
  chart.subscribeCrosshairMove(onMove);
  return () => {
    stopData();
    stopOwn();
    detach?.();
    chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
    chart.unsubscribeCrosshairMove(onMove);
    chart.remove();
  };
}
