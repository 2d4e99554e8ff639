import { ROUTES } from '../../../src/capabilities';
import { indexablePaths } from '../../../src/domain/site/sitemap';

/** The public pages of the route table (the ones with head tags: what visitors and search engines land on). */
export const PUBLIC_PAGES: readonly string[] = indexablePaths(ROUTES);

/** The public pages, with a query for the ones that take one (`/blog/find?q=…`). */
export const publicPagesWith = (query: Record<string, string>): string[] => PUBLIC_PAGES.map((path) => (query[path] ? `${path}?${query[path]}` : path));
