import Decimal from 'decimal.js';
import { LineStyle, type IChartApi, type IPriceLine, type ISeriesApi, type SeriesType } from 'lightweight-charts';
import { autorun, observable, runInAction, type IObservableValue } from 'mobx';
import type { AlgoOrderRow } from '../../../domain/trade/algo/algo-order';
import type { TradeFailure } from '../../../domain/shared/trade-failure';
import type { AlgoOrdersStore } from './algo-orders.store';

/** How near (px) a press must be to a trigger line to drag it. */
const GRAB_PX = 6;

export interface TriggerLineOptions {
  readonly chart: IChartApi;
  readonly series: ISeriesApi<SeriesType>;
  readonly element: HTMLElement;
  readonly algos: AlgoOrdersStore;
  readonly symbol: IObservableValue<string>;
  /** The symbol's tick: a dragged trigger is rounded to it. */
  readonly tick: () => string | undefined;
  readonly colors: { readonly takeProfit: string; readonly stopLoss: string; readonly other: string };
  readonly label: (row: AlgoOrderRow) => string;
  /** A refused amend: the line is back at its trigger, this shows why. */
  readonly refused: (failure: TradeFailure) => void;
}

/**
 * The symbol's waiting algo orders (TP, SL, stops; trailing stops once activated) as dotted price lines on the candle
 * chart. A line can be dragged up or down: released, its trigger is amended (`PUT /v3/trade/algoOrder`) at the price
 * under the pointer rounded to the tick; a refused amend snaps the line back and shows the exchange's message. A
 * trailing stop's line moves by itself and cannot be dragged. Returns the cleanup (which removes the lines).
 */
export function drawTriggerLines(o: TriggerLineOptions): () => void {
  let lines: { line: IPriceLine; row: AlgoOrderRow }[] = [];
  let drag: { line: IPriceLine; row: AlgoOrderRow; price: string } | undefined;
  // bumped when a drag ends, so the lines are drawn again from the rows (not while one is held)
  const dragEnded = observable.box(0);
  const stop = autorun(() => {
    const rows = o.algos.waitingOn(o.symbol.get()).filter((r) => r.triggerPrice !== '0');
    dragEnded.get();
    if (drag) return;
    for (const { line } of lines) o.series.removePriceLine(line);
    lines = rows.map((row) => ({
      row,
      line: o.series.createPriceLine({
        price: Number(row.triggerPrice),
        lineWidth: 1,
        lineStyle: LineStyle.Dotted,
        axisLabelVisible: true,
        title: o.label(row),
        color: row.algoType === 'TAKE_PROFIT' ? o.colors.takeProfit : row.algoType === 'STOP_LOSS' ? o.colors.stopLoss : o.colors.other,
      }),
    }));
    o.element.dataset.triggerLines = String(lines.length);
  });
  const yOf = (e: PointerEvent) => e.clientY - o.element.getBoundingClientRect().top;
  const priceAt = (y: number): string | undefined => {
    const raw = o.series.coordinateToPrice(y);
    const tick = o.tick();
    if (raw === null || !tick) return undefined;
    return Decimal.max(new Decimal(raw).div(tick).round().times(tick), tick).toFixed();
  };
  const down = (e: PointerEvent) => {
    const y = yOf(e);
    const hit = lines.find(
      ({ row }) =>
        row.algoType !== 'TRAILING_STOP' && Math.abs((o.series.priceToCoordinate(Number(row.triggerPrice)) ?? -1e9) - y) <= GRAB_PX,
    );
    if (!hit) return;
    drag = { ...hit, price: hit.row.triggerPrice };
    o.chart.applyOptions({ handleScroll: false, handleScale: false });
    o.element.setPointerCapture?.(e.pointerId);
    e.preventDefault();
  };
  const move = (e: PointerEvent) => {
    if (!drag) return;
    const price = priceAt(yOf(e));
    if (price === undefined) return;
    drag.price = price;
    drag.line.applyOptions({ price: Number(price) });
  };
  const up = async () => {
    const d = drag;
    if (!d) return;
    o.chart.applyOptions({ handleScroll: true, handleScale: true });
    const failure =
      d.price === d.row.triggerPrice ? undefined : await o.algos.amend({ algoOrderId: d.row.algoOrderId, triggerPrice: d.price });
    drag = undefined;
    // a refused amend left the rows as they were: drawn again, the line is back at its trigger
    runInAction(() => dragEnded.set(dragEnded.get() + 1));
    if (failure) o.refused(failure);
  };
  const onUp = () => void up();
  o.element.addEventListener('pointerdown', down, true);
  o.element.addEventListener('pointermove', move);
  o.element.addEventListener('pointerup', onUp);
  o.element.addEventListener('pointercancel', onUp);
  return () => {
    stop();
    for (const { line } of lines) o.series.removePriceLine(line);
    lines = [];
    delete o.element.dataset.triggerLines;
    o.element.removeEventListener('pointerdown', down, true);
    o.element.removeEventListener('pointermove', move);
    o.element.removeEventListener('pointerup', onUp);
    o.element.removeEventListener('pointercancel', onUp);
  };
}
