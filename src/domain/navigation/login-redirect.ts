import { sameOriginPath } from '../shared/same-origin';

/** The sign-in page; a private route sends a visitor there with the path to come back to. */
export const LOGIN_PATH = '/login';

/** Where a visitor who is not logged in goes from a private page: `/login?redirect=<the page, with query and hash>`. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const back = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`;
}

/**
 * Where sign-in returns to: the `redirect` parameter when it names a page of this origin (and not the sign-in page
 * itself), else `/`. `//evil.example`, `/\evil.example`, `https://evil.example` and `javascript:` all fall back.
 */
export function afterLoginPath(redirect: string | null | undefined, origin: string): string {
  const path = sameOriginPath(redirect, origin);
  if (!path || path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`) || path.startsWith(`${LOGIN_PATH}/`)) return '/';
  return path;
}
