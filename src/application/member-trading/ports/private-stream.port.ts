import type { AlgoOrderRow } from '../../../domain/trade/algo/algo-order';
import type { ExecutionReport } from '../../../domain/trade/orders/account';
import { token, type Unsubscribe } from '../../shared/token';

/** A `balance` message's entry for one token (fields the app reads). */
export interface StreamBalance {
  readonly holding: string;
  readonly frozen: string;
  readonly version: number;
}

/**
 * A `position` message's entry (fields the app reads), keyed by symbol in one-way mode and by `symbol:LONG` /
 * `symbol:SHORT` in hedge mode (`positionKey`); entries also carry their symbol, side, margin mode and leverage.
 */
export interface StreamPosition {
  readonly holding: string;
  readonly averageOpenPrice: string;
  readonly markPrice: string;
  readonly version: number;
  /** ADL quantile 1–5, when the exchange sends it. */
  readonly adlQuantile?: number;
  readonly symbol?: string;
  readonly positionSide?: 'BOTH' | 'LONG' | 'SHORT';
  readonly marginMode?: 'CROSS' | 'ISOLATED';
  readonly leverage?: number;
  readonly isolatedMargin?: string;
}

export interface PrivateStreamHandlers {
  executionReport?(report: ExecutionReport): void;
  balances?(balances: Readonly<Record<string, StreamBalance>>): void;
  positions?(positions: Readonly<Record<string, StreamPosition>>): void;
  /** `algoexecutionreportv2`: algo rows that changed (accepted, moved, armed, triggered, amended, cancelled). */
  algoReports?(rows: readonly AlgoOrderRow[]): void;
  /**
   * Load (again) from REST now: the stream authenticated and subscribed, so a snapshot read from here on misses
   * nothing. Every watcher is told once soon after it starts watching (its first load: once the socket being opened
   * authenticates, at once when it already is or when none is opening, after a short wait at most), then after each
   * reconnection.
   */
  resynced?(): void;
  /** The exchange ended this session (signed out everywhere, this device removed, another account chosen): close 4002. */
  sessionEnded?(): void;
}

/**
 * The private stream (`executionreport`, `position`, `balance`), authenticated by the session. Only validated
 * messages reach the handlers; the application checks each entry's `version` and reloads from REST on a gap.
 */
export interface PrivateStreamPort {
  watch(handlers: PrivateStreamHandlers): Unsubscribe;
}
export const PrivateStreamPort = token<PrivateStreamPort>('PrivateStreamPort');
