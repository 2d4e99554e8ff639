import Cookies from 'js-cookie';

/** The default XSRF names (axios' own defaults; the spec's HTTP client keeps them). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The XSRF header for a request to `url` (absolute): the `XSRF-TOKEN` cookie's value, sent only to this page's own
 * origin, as axios does. The client reads it here, synchronously, instead of letting axios do it: where the browser has
 * the Cookie Store API, axios awaits `cookieStore.get` before every send, a round trip to the browser process whose
 * answer waits behind the page's tasks (≈ 25 ms from a click on Buy to the order's request on the trade page).
 */
export function xsrfHeader(url: string): Record<string, string> {
  if (typeof document === 'undefined' || typeof location === 'undefined') return {};
  let origin: string;
  try {
    origin = new URL(url, location.href).origin;
  } catch {
    return {};
  }
  if (origin !== location.origin) return {};
  const value = Cookies.get(XSRF_COOKIE);
  return value ? { [XSRF_HEADER]: value } : {};
}

/** `url` against `baseUrl` as axios joins them: an absolute `url` stands alone. */
export function fullUrl(baseUrl: string, url: string): string {
  if (/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)) return url;
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}
