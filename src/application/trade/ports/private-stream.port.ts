import type { AlgoOrderRow } from '../../../domain/trade/algo/algo-order';
import type { ExecutionReport } from '../../../domain/trade/orders/account';
import { token, type Unsubscribe } from '../../shared/token';

/** A `balance` message's entry for one token (fields the app reads). */
export interface StreamBalance {
  readonly holding: string;
  readonly frozen: string;
  readonly version: number;
}

/** A `position` message's entry for one symbol (fields the app reads). */
export interface StreamPosition {
  readonly holding: string;
  readonly averageOpenPrice: string;
  readonly markPrice: string;
  readonly version: number;
}

export interface PrivateStreamHandlers {
  executionReport?(report: ExecutionReport): void;
  balances?(balances: Readonly<Record<string, StreamBalance>>): void;
  positions?(positions: Readonly<Record<string, StreamPosition>>): void;
  /** `algoexecutionreportv2`: algo rows that changed (accepted, moved, armed, triggered, amended, cancelled). */
  algoReports?(rows: readonly AlgoOrderRow[]): void;
  /** The stream (re)connected and authenticated: anything missed meanwhile must be reloaded from REST. */
  resynced?(): void;
}

/**
 * The private stream (`executionreport`, `position`, `balance`), authenticated by the session. Only validated
 * messages reach the handlers; the application checks each entry's `version` and reloads from REST on a gap.
 */
export interface PrivateStreamPort {
  watch(handlers: PrivateStreamHandlers): Unsubscribe;
}
export const PrivateStreamPort = token<PrivateStreamPort>('PrivateStreamPort');
