/** The path of a request URL, without the query string. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');
export const isControlPath = (path: string): boolean => path === '/__control' || path.startsWith('/__control/');

/** Paths never answered by the SPA fallback. */
export function isReservedPath(path: string): boolean {
  return isApiPath(path) || isControlPath(path) || path === '/ws' || path.startsWith('/ws/') || path === '/app-config.json';
}

/** A path whose last segment has an extension (`/assets/app.js`) names a file, not an app route. */
export function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}
