import { useCallback, useState } from 'react';
import { useLocation, useNavigationType } from './navigation';

/**
 * Open/closed state for a menu or drawer that closes by itself when the page changes (an entry in it navigated):
 * `[open, setOpen]`, like `useState(false)`. An address put right in place (a `replace`, as `/trade` becoming
 * `/trade/SPOT_BTC_USDT` once the last symbol is known) is the same page: a menu opened just before stays open.
 */
export function useOpenUntilNavigation(): [boolean, (open: boolean) => void] {
  const { pathname } = useLocation();
  const replaced = useNavigationType() === 'REPLACE';
  const [state, setState] = useState({ open: false, at: pathname });
  if (state.at !== pathname) setState({ open: state.open && replaced, at: pathname });
  const open = state.open && (state.at === pathname || replaced);
  const set = useCallback((next: boolean) => setState({ open: next, at: pathname }), [pathname]);
  return [open, set];
}
