/** The local language cookie: kept a year, readable on every path. */
export const LANGUAGE_COOKIE = 'language';

/**
 * The saved language, read at boot before the container (and js-cookie) load: one cookie lookup does not
 * justify a library on the first paint. Writing stays with js-cookie in the adapter.
 */
export function readLanguageCookie(cookies: string = document.cookie): string | undefined {
  const entry = cookies
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
  if (!entry) return undefined;
  try {
    return decodeURIComponent(entry.slice(LANGUAGE_COOKIE.length + 1)) || undefined;
  } catch {
    return undefined;
  }
}

export const browserLanguages = (): readonly string[] => (navigator.languages?.length ? navigator.languages : [navigator.language]);
