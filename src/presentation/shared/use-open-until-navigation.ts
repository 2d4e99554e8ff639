import { useCallback, useState } from 'react';
import { useLocation } from './navigation';

/**
 * Open/closed state for a menu or drawer that closes by itself when the page changes (an entry in it navigated):
 * `[open, setOpen]`, like `useState(false)`.
 */
export function useOpenUntilNavigation(): [boolean, (open: boolean) => void] {
  const { pathname } = useLocation();
  const [state, setState] = useState({ open: false, at: pathname });
  if (state.open && state.at !== pathname) setState({ open: false, at: pathname });
  const open = state.open && state.at === pathname;
  const set = useCallback((next: boolean) => setState({ open: next, at: pathname }), [pathname]);
  return [open, set];
}
