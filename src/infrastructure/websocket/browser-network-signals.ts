import { injectable } from 'inversify';
import type { Unsubscribe } from '../../application/shared/token';
import type { NetworkSignals } from './network-signals';

/** `online` on window and `visibilitychange` (to visible) on document. */
@injectable()
export class BrowserNetworkSignals implements NetworkSignals {
  onOnline(listener: () => void): Unsubscribe {
    const handler = () => listener();
    window.addEventListener('online', handler);
    return () => window.removeEventListener('online', handler);
  }

  onVisible(listener: () => void): Unsubscribe {
    const handler = () => {
      if (document.visibilityState === 'visible') listener();
    };
    document.addEventListener('visibilitychange', handler);
    return () => document.removeEventListener('visibilitychange', handler);
  }
}
