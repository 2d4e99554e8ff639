/**
 * The path (with its query and hash) that `target` names on `origin`, or null when it would leave that origin.
 * Browsers read `\` as `/`, drop tabs and newlines and accept schemes such as `javascript:`, so the decision is the
 * URL parser's (`new URL(target, origin).origin === origin`), never a string prefix. The one same-origin rule.
 */
export function sameOriginPath(target: string | null | undefined, origin: string): string | null {
  if (!target) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
