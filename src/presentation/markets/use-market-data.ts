import { useEffect } from 'react';
import { TickerStateStore } from '../market/ticker-state.store';
import { useInjection } from '../shared/container-context';
import { MarketReferenceStore } from './market-reference.store';

/** Makes sure the live ticker state runs and the instrument reference is loaded (both idempotent). */
export function useMarketData(): void {
  const tickers = useInjection(TickerStateStore);
  const reference = useInjection(MarketReferenceStore);
  useEffect(() => {
    tickers.start();
    void reference.start();
  }, [tickers, reference]);
}
