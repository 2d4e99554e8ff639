/** The shapes of a symbol's depth book (depth-book.ts): its levels, deltas, trades, and the users' orders laid over it. */

/** Levels kept per side (the snapshot's full depth; `maxLevel` cuts it). */
export const BOOK_DEPTH = 100;

export type TradeSide = 'BUY' | 'SELL';
/** `[price, quantity]` as JSON numbers on the tick and the step; quantity 0 deletes the level. */
export type LevelPair = [number, number];

export interface BookTrade {
  readonly price: number;
  readonly size: number;
  /** The taker's side. */
  readonly side: TradeSide;
  readonly ts: number;
}

/** What one step changed: a delta of the `@orderbookupdate` topic, plus the trades it printed. */
export interface BookUpdate {
  readonly ts: number;
  readonly prevTs: number;
  readonly bids: LevelPair[];
  readonly asks: LevelPair[];
  readonly trades: BookTrade[];
}

export interface BookLevel {
  readonly price: number;
  readonly quantity: number;
}

/**
 * The users' resting orders of a symbol as the public book sees them (simulator/trading): their visible lots are
 * added to the engine's own levels in snapshots, best prices and deltas, and once a step `cross` fills the orders the
 * engine's market moved through (taking its lots with `takeSynthetic`).
 */
export interface BookOverlay {
  /** Visible user lots at a level (0 when none). */
  lots(isBid: boolean, ticks: number): number;
  /** The best level (ticks) holding visible user lots. */
  bestVisible(isBid: boolean): number | undefined;
  /** Price levels (ticks) holding visible user lots, best first. */
  levels(isBid: boolean): readonly number[];
  /** Levels whose visible user lots changed since the last call. */
  drainChanged(isBid: boolean): Iterable<number>;
  /** Whether any user order rests here (hidden ones too): such a book keeps moving while nobody watches it. */
  hasOrders(): boolean;
  /** Fills the users' orders the market moved through; returns the prints. */
  cross(book: SyntheticLevels, ts: number): BookTrade[];
}

/** What an overlay may do with the engine's own levels while it crosses them (the depth book implements it). */
export interface SyntheticLevels {
  /** The best level (ticks) of the engine's own quotes on a side. */
  syntheticBest(isBid: boolean): number | undefined;
  /** The engine's i-th level from the best on a side. */
  syntheticLevel(isBid: boolean, i: number): { ticks: number; lots: number } | undefined;
  takeSynthetic(isBid: boolean, ticks: number, lots: number): void;
  priceOf(ticks: number): number;
  quantityOf(lots: number): number;
}
