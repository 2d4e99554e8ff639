import { token, type Unsubscribe } from '../../application/shared/token';

/** Browser hints that a dead connection is worth trying again. */
export interface NetworkSignals {
  /** Called when the browser reports it is back online. */
  onOnline(listener: () => void): Unsubscribe;
  /** Called when the page becomes visible again. */
  onVisible(listener: () => void): Unsubscribe;
}
export const NetworkSignals = token<NetworkSignals>('NetworkSignals');
