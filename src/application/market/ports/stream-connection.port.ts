import { token, type Unsubscribe } from '../../shared/token';

/** connecting → open → closed (retrying) → offline after the last failed retry. */
export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'closed' | 'offline';

/** The public market connection as the app sees it: its status, and a way to try again. */
export interface StreamConnectionPort {
  status(): ConnectionStatus;
  onStatus(listener: (status: ConnectionStatus) => void): Unsubscribe;
  /** Opens the socket if it is not open yet (idempotent). */
  connect(): void;
  /** From closed or offline: start again now with a fresh retry budget. */
  reconnect(): void;
  /** Number of malformed frames dropped so far. */
  droppedFrames(): number;
}
export const StreamConnectionPort = token<StreamConnectionPort>('StreamConnectionPort');
