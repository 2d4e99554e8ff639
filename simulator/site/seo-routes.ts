import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROUTES } from '../../src/capabilities';
import { indexablePaths, robotsTxt, sitemapXml } from '../../src/domain/site/sitemap';
import type { GhostPost } from '../blog/blog-model';

const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/**
 * `/sitemap.xml` and `/robots.txt`, built from the one route table (src/capabilities) and the CMS's published
 * articles, as a production host would generate them at deploy time.
 */
export function registerSeoRoutes(app: FastifyInstance, posts: readonly GhostPost[]): void {
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const pages = indexablePaths(ROUTES).map((path) => ({ loc: `${origin}${path === '/' ? '/' : path}` }));
    const articles = posts.map((post) => ({
      loc: `${origin}/blog/${encodeURIComponent(post.slug)}`,
      lastmod: post.updated_at.slice(0, 10),
    }));
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    return sitemapXml([...pages, ...articles]);
  });
  app.get('/robots.txt', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(ROUTES, originOf(request));
  });
}
