import type { SystemStatus } from './system-status';

/**
 * What the page tells about its data: live; connecting (first load, nothing shown yet is old); stale (the socket is
 * down, or reconnecting after it was live); resynchronising (the book was live and is being rebuilt); maintenance.
 */
export type TradeDataState = 'live' | 'connecting' | 'stale' | 'resyncing' | 'maintenance';

export interface FreshnessInputs {
  /** The public socket's status (`open` when up). */
  readonly socket: 'idle' | 'connecting' | 'open' | 'closed' | 'offline';
  /** The order book's status. */
  readonly book: 'syncing' | 'live';
  /** Whether this symbol's data was live since the page showed it. */
  readonly wasLive: boolean;
  readonly system: SystemStatus | undefined;
}

/**
 * Maintenance is told first (nothing is live then), then a socket that is down (every figure is stale), then a
 * book that is resynchronising; before the data was ever live the page is only connecting.
 */
export function tradeDataState({ socket, book, wasLive, system }: FreshnessInputs): TradeDataState {
  if (system?.maintenance) return 'maintenance';
  if (socket === 'closed' || socket === 'offline') return 'stale';
  if (socket !== 'open') return wasLive ? 'stale' : 'connecting';
  if (book !== 'live') return wasLive ? 'resyncing' : 'connecting';
  return 'live';
}
