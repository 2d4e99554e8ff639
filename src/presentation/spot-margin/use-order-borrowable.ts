import { reaction } from 'mobx';
import { useCallback, useEffect } from 'react';
import { symbolTokens } from '../../domain/trade/orders/order';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { TradingAccountView } from '../member-trading/account/trading-account-view';
import { SpotMarginStore } from './spot-margin.store';

/**
 * For the order form of a spot symbol: what an order may still borrow of a token (undefined when spot margin is off).
 * Reads the spot margin account when the form opens and again whenever the symbol's balances change (a fill borrows);
 * the account's first snapshot arriving after the form opened is not a change, so it reads nothing again.
 */
export function useOrderBorrowable(symbol: string): (token: string) => string | undefined {
  const store = useInjection(SpotMarginStore);
  const session = useInjection(SessionStore);
  const account = useInjection(TradingAccountView);
  const loggedIn = session.loggedIn;
  const spot = symbol.startsWith('SPOT_');
  useEffect(() => {
    if (!loggedIn || !spot) return undefined;
    void store.refresh();
    const { base, quote } = symbolTokens(symbol);
    return reaction(
      () => (account.ready ? `${account.balance(base)?.holding} ${account.balance(quote)?.holding}` : undefined),
      (holdings, before) => {
        if (before !== undefined) void store.refresh();
      },
      { delay: 300 },
    );
  }, [loggedIn, spot, symbol, store, account]);
  return useCallback((token: string) => (spot ? store.borrowable(token) : undefined), [spot, store]);
}
