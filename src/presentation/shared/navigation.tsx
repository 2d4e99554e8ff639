import { useCallback, useMemo } from 'react';
import { Link, useLocation as useWouterLocation, useParams, useSearch, useSearchParams } from 'wouter';

/**
 * The one place the views meet the router (wouter, docs/adr/0010-light-public-shell.md). Views import
 * navigation from here, so the router stays a detail of the shell.
 */
export { Link, useParams, useSearchParams };

/** Client-side navigation: `navigate('/path')`, or `navigate('/path', { replace: true })`. */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useWouterLocation();
  return useCallback((to: string, options?: { replace?: boolean }) => navigate(to, options), [navigate]);
}

/** The current path and query string. */
export function useLocation(): { pathname: string; search: string } {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return useMemo(() => ({ pathname, search: search ? `?${search}` : '' }), [pathname, search]);
}
