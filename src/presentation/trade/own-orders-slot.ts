import { injectable } from 'inversify';
import type { IChartApi, ISeriesApi, SeriesType } from 'lightweight-charts';
import { action, makeObservable, observableRef, type IObservableValue } from 'mobx';

/** Distinct prices of a symbol's open orders with a price, per side. */
export interface OwnOrderPrices {
  readonly BUY: ReadonlySet<string>;
  readonly SELL: ReadonlySet<string>;
}

/** A candle chart the member's lines are drawn on. */
export interface OwnOrdersChart {
  readonly chart: IChartApi;
  readonly series: ISeriesApi<SeriesType>;
  /** The chart's host: the lines' counts go to its data attributes (`data-order-lines`, `data-trigger-lines`). */
  readonly element: HTMLElement;
  /** The symbol shown (observable: the lines follow it without the chart being rebuilt). */
  readonly symbol: IObservableValue<string>;
  /** Price decimals (the instrument's tick). */
  readonly decimals: number;
  readonly colors: {
    readonly up: string;
    readonly down: string;
    readonly takeProfit: string;
    readonly stopLoss: string;
    readonly other: string;
  };
}

/** What the member's chunk puts on the market's views (own orders marked on the book, drawn on the chart). */
export interface OwnOrdersSource {
  /** The prices of the member's open orders on `symbol` (the book marks those levels); undefined when signed out. */
  orderPrices(symbol: string): OwnOrderPrices | undefined;
  /** Draws the member's open orders and waiting triggers on a chart, and keeps them current; returns the cleanup. */
  drawOnChart(chart: OwnOrdersChart): () => void;
}

/**
 * Where a signed-in member's own orders come from for the book and the chart, which a visitor sees too
 * (docs/adr/0012-app-pages-speed.md): empty until the member-trading capability's chunk, loaded after sign-in, fills
 * it (`OwnOrdersOnMarket`), so the market's views import no account store. One per app, observable.
 */
@injectable()
export class OwnOrdersSlot {
  source: OwnOrdersSource | undefined = undefined;

  constructor() {
    makeObservable(this, { source: observableRef, fill: action });
  }

  /** Puts `source` in the slot; the returned function empties it again (unless another source took its place). */
  fill(source: OwnOrdersSource): () => void {
    this.source = source;
    return action(() => {
      if (this.source === source) this.source = undefined;
    });
  }
}
