import type { RouteDef } from '../navigation/route';

/** A page of the sitemap: its absolute URL and, where known, when it last changed (ISO date). */
export interface SitemapEntry {
  readonly loc: string;
  readonly lastmod?: string;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The pages search engines should index: public routes with head tags and no parameters (articles come from the CMS). */
export function indexablePaths(routes: readonly RouteDef[]): string[] {
  return routes.filter((route) => route.access === 'public' && route.head && !route.path.includes(':')).map((route) => route.path);
}

/** The sitemap protocol's XML (sitemaps.org 0.9) for `entries`. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the public site is open, the private account pages are not worth crawling; the sitemap's address. */
export function robotsTxt(routes: readonly RouteDef[], origin: string): string {
  const paths = [...new Set(routes.filter((route) => route.access === 'private').map((route) => route.path.replace(/\/:.*$/, '')))].sort();
  // A rule covers every path under it: `/account` needs no `/account/security` after it.
  const covering = paths.filter((path) => !paths.some((other) => other !== path && path.startsWith(`${other}/`)));
  return ['User-agent: *', 'Allow: /', ...covering.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
