import { forwardRef, useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ComponentProps, type MouseEvent } from 'react';
import {
  useHref,
  useLocation as useRouterLocation,
  useNavigate as useRouterNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';

/**
 * The one place the views meet the router (react-router-dom, declarative: docs/adr/0011-router-route-table-capabilities.md).
 * Views import navigation from here, so the router stays a detail of the shell; in-app navigation passes the leave
 * guards below.
 */
export { useNavigationType, useParams, useSearchParams };

type LeaveGuard = () => boolean | Promise<boolean>;
const GUARDS = new Set<{ current: LeaveGuard | undefined }>();

/** Whether every active leave guard lets the user go (each asks in turn; the first "stay" stops). */
async function mayLeave(): Promise<boolean> {
  for (const guard of [...GUARDS]) if (guard.current && !(await guard.current())) return false;
  return true;
}

/** Who is told of an in-app navigation as it starts (src/route-intent.ts: the route's chunks, all at once), if anyone. */
let intentListener: ((to: string) => void) | undefined;

/** Tells `listener` of every `navigate(to)` as it starts (links are watched by link-intent.ts); answers a stop. */
export function onNavigationIntent(listener: (to: string) => void): () => void {
  intentListener = listener;
  return () => {
    if (intentListener === listener) intentListener = undefined;
  };
}

/** Client-side navigation: `navigate('/path')`, or `navigate('/path', { replace: true })`; leave guards ask first. */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useRouterNavigate();
  return useCallback(
    (to: string, options?: { replace?: boolean }) => {
      intentListener?.(to);
      if (GUARDS.size === 0) return void navigate(to, options);
      void mayLeave().then((leave) => leave && navigate(to, options));
    },
    [navigate],
  );
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean };

/**
 * A link inside the app: a real `<a href>` (open in a new tab, copy the address) that navigates in the app on a
 * plain click, held back while a leave guard says stay. (react-router's own Link carries its framework mode's
 * prefetching, which this app does not use: docs/adr/0011.)
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, onClick, target, ...props }, ref) {
  const navigate = useRouterNavigate();
  const href = useHref(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    if (GUARDS.size === 0) return void navigate(to, { replace });
    void mayLeave().then((leave) => leave && navigate(to, { replace }));
  };
  return <a ref={ref} {...props} href={href} target={target} onClick={follow} />;
});

/** The current path, query string and hash. */
export function useLocation(): { pathname: string; search: string; hash: string } {
  const { pathname, search, hash } = useRouterLocation();
  return useMemo(() => ({ pathname, search, hash }), [pathname, search, hash]);
}

/**
 * A leave guard for a form with unsaved input: while `dirty`, in-app navigation (links, `navigate`) first asks
 * `confirmLeave()` (true leaves, false stays), and closing or reloading the tab gets the browser's own prompt.
 * The browser's back button is not held (a declarative router cannot block a history pop; see the ADR).
 */
export function useLeaveGuard(dirty: boolean, confirmLeave: LeaveGuard): void {
  const guard = useRef<LeaveGuard | undefined>(undefined);
  useEffect(() => {
    guard.current = confirmLeave;
  }, [confirmLeave]);
  useEffect(() => {
    if (!dirty) return;
    const entry = guard;
    GUARDS.add(entry);
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      GUARDS.delete(entry);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
}

const SCROLL_POSITIONS = new Map<string, number>();

/**
 * Scroll restoration: a new page starts at the top (or at its `#hash`), and back or forward returns to where the
 * user was on that entry.
 */
export function ScrollRestoration(): null {
  const location = useRouterLocation();
  const type = useNavigationType();
  const key = location.key;
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    return () => {
      SCROLL_POSITIONS.set(key, window.scrollY);
    };
  }, [key]);
  useLayoutEffect(() => {
    const saved = SCROLL_POSITIONS.get(key);
    if (type === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, type, location.hash]);
  return null;
}
