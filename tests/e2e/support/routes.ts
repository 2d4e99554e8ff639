import { CAPABILITIES } from '../../../src/capabilities';
import { indexablePaths } from '../../../src/domain/site/sitemap';

/** The capabilities that make up the public site (the trading app's pages are held to other checks). */
const PUBLIC_SITE = new Set(['site', 'partners', 'blog', 'reserves']);

/** The public site's pages from the route table (routes with head tags: what visitors and search engines land on). */
export const PUBLIC_PAGES: readonly string[] = indexablePaths(CAPABILITIES.filter((c) => PUBLIC_SITE.has(c.id)).flatMap((c) => c.routes));

/** The public pages, with a query for the ones that take one (`/blog/find?q=…`). */
export const publicPagesWith = (query: Record<string, string>): string[] =>
  PUBLIC_PAGES.map((path) => (query[path] ? `${path}?${query[path]}` : path));
