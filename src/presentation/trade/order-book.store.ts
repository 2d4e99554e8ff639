import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { LoadMarketReference } from '../../application/market/load-market-reference.use-case';
import type { Unsubscribe } from '../../application/shared/token';
import { WarmOrderBooks } from '../../application/trade/warm-order-books.use-case';
import type { OrderBookFrame, WatchOrderBookOptions } from '../../application/trade/watch-order-book.use-case';
import {
  GROUPING_MULTIPLIERS,
  groupLevels,
  groupStep,
  maxCumulative,
  spreadOf,
  type BookRow,
  type BookSideName,
  type SizeUnit,
  type Spread,
} from '../../domain/trade/book-grouping';
import type { PriceLevel } from '../../domain/trade/order-book';
import { PricePickBus, type PricePick } from './price-pick-bus';

export interface OrderBookView {
  /** Best ask first (the view draws them bottom-up). */
  readonly asks: readonly BookRow[];
  /** Best bid first. */
  readonly bids: readonly BookRow[];
  readonly spread: Spread | undefined;
  /** The largest running total shown, in the size unit (for the depth bars). */
  readonly maxCumulative: string;
}

/** Rows a side shows at most, whatever the panel's height. */
export const MAX_ROWS_PER_SIDE = 50;
/** The levels a side the panel keeps (its groupings are made from them), also those of a book warmed for it. */
export const BOOK_WATCH: WatchOrderBookOptions = { maxLevels: 200 };
const EMPTY_VIEW: OrderBookView = { asks: [], bids: [], spread: undefined, maxCumulative: '0' };

/**
 * One order book panel's state (transient: one per panel). The book comes once per animation frame from
 * `WatchOrderBook`; grouping, size unit and the number of rows are the panel's own; rows are computed from
 * the domain rules only when one of those changes.
 */
@injectable()
export class OrderBookStore {
  symbol: string | undefined = undefined;
  frame: OrderBookFrame | undefined = undefined;
  /** Quote tick of the symbol (instrument info); until it is known, inferred from the prices. */
  tick: string | undefined = undefined;
  baseTick: string | undefined = undefined;
  groupingIndex = 0;
  sizeUnit: SizeUnit = 'base';
  rowsPerSide = 12;
  private stop: Unsubscribe | undefined = undefined;
  private pickListener: ((pick: PricePick) => void) | undefined = undefined;

  constructor(
    @inject(LoadMarketReference) private readonly reference: LoadMarketReference,
    @inject(PricePickBus) private readonly picks: PricePickBus,
    @inject(WarmOrderBooks) private readonly books: WarmOrderBooks,
  ) {
    makeObservable<OrderBookStore, 'stop' | 'pickListener'>(this, {
      symbol: observable,
      frame: observableRef,
      tick: observable,
      baseTick: observable,
      groupingIndex: observable,
      sizeUnit: observable,
      rowsPerSide: observable,
      stop: false,
      pickListener: false,
      step: computed,
      view: computed,
      status: computed,
      canGroupCoarser: computed,
      canGroupFiner: computed,
      applyFrame: action,
      setTicks: action,
      groupCoarser: action,
      groupFiner: action,
      setSizeUnit: action,
      setRowsPerSide: action,
      start: action,
    });
  }

  /**
   * Watches `symbol` (a new symbol stops the previous one and resets the grouping), taking over the book warmed for
   * it when there is one. Idempotent.
   */
  start(symbol: string): void {
    if (this.symbol === symbol && this.stop) return;
    this.dispose();
    this.symbol = symbol;
    this.frame = undefined;
    this.groupingIndex = 0;
    this.tick = undefined;
    this.baseTick = undefined;
    void this.reference.instruments().then((result) => {
      const info = result.ok ? result.value.find((i) => i.symbol === symbol) : undefined;
      if (info && this.symbol === symbol) this.setTicks(info.quoteTick, info.baseTick);
    });
    // the book warmed as the page was on its way (its snapshot asked for before the page rendered), else a new one
    const listener = (frame: OrderBookFrame) => this.applyFrame(frame);
    this.stop = this.books.watch(symbol, listener, BOOK_WATCH);
  }

  dispose(): void {
    this.stop?.();
    this.stop = undefined;
  }

  applyFrame(frame: OrderBookFrame): void {
    if (frame.symbol === this.symbol) this.frame = frame;
  }

  setTicks(tick: string, baseTick: string): void {
    this.tick = tick;
    this.baseTick = baseTick;
  }

  get status(): 'syncing' | 'live' {
    return this.frame?.status ?? 'syncing';
  }

  /** The group step: the tick × 1, 10, 100 or 1000. */
  get step(): string | undefined {
    const tick = this.tick ?? inferTick(this.frame);
    return tick === undefined ? undefined : groupStep(tick, GROUPING_MULTIPLIERS[this.groupingIndex]);
  }

  get canGroupCoarser(): boolean {
    return this.groupingIndex < GROUPING_MULTIPLIERS.length - 1;
  }

  get canGroupFiner(): boolean {
    return this.groupingIndex > 0;
  }

  groupCoarser(): void {
    if (this.canGroupCoarser) this.groupingIndex += 1;
  }

  groupFiner(): void {
    if (this.canGroupFiner) this.groupingIndex -= 1;
  }

  setSizeUnit(unit: SizeUnit): void {
    this.sizeUnit = unit;
  }

  setRowsPerSide(rows: number): void {
    const next = Math.max(1, Math.min(MAX_ROWS_PER_SIDE, Math.floor(rows)));
    if (next !== this.rowsPerSide) this.rowsPerSide = next;
  }

  get view(): OrderBookView {
    const frame = this.frame;
    const step = this.step;
    if (!frame || frame.status !== 'live' || step === undefined) return EMPTY_VIEW;
    const asks = groupLevels(frame.asks, 'ask', step, this.rowsPerSide);
    const bids = groupLevels(frame.bids, 'bid', step, this.rowsPerSide);
    return {
      asks,
      bids,
      spread: spreadOf(frame.bids[0]?.price, frame.asks[0]?.price),
      maxCumulative: maxCumulative(bids, asks, this.sizeUnit),
    };
  }

  /** This panel's own listener of picks (the `onPricePicked` prop); every pick also goes to the app's `PricePickBus`. */
  setPickListener(listener: ((pick: PricePick) => void) | undefined): void {
    this.pickListener = listener;
  }

  /** A click on a row: the order form's limit price (part 2). */
  pick(row: BookRow): void {
    if (!this.symbol) return;
    const pick: PricePick = { symbol: this.symbol, price: row.price, side: row.side };
    this.pickListener?.(pick);
    this.picks.emit(pick);
  }

  /** A click on the `index`-th row of a side (0 = best), as drawn now. Bound: safe to pass as a callback. */
  readonly pickAt = (side: BookSideName, index: number): void => {
    const row = (side === 'bid' ? this.view.bids : this.view.asks)[index];
    if (row) this.pick(row);
  };
}

/** The finest step the prices show (10^-decimals), until instrument info gives the tick. */
function inferTick(frame: OrderBookFrame | undefined): string | undefined {
  if (!frame || frame.status !== 'live') return undefined;
  let decimals = 0;
  const scan = (levels: readonly PriceLevel[]) => {
    for (let i = 0; i < Math.min(levels.length, 20); i++) {
      const dot = levels[i].price.indexOf('.');
      if (dot >= 0) decimals = Math.max(decimals, levels[i].price.length - dot - 1);
    }
  };
  scan(frame.bids);
  scan(frame.asks);
  return decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`;
}
