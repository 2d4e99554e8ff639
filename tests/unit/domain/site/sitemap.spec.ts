import { ROUTES } from '../../../../src/capabilities';
import type { RouteDef } from '../../../../src/domain/navigation/route';
import { indexablePaths, robotsTxt, sitemapXml } from '../../../../src/domain/site/sitemap';

const route = (path: string, access: 'public' | 'private', head = true): RouteDef => ({
  id: path,
  path,
  access,
  firstPaint: 'light',
  ...(head ? { head: { ns: 'site', title: 't', description: 'd' } } : {}),
});

describe('sitemap and robots', () => {
  it('indexes public pages with head tags, never parameters or private pages', () => {
    const routes = [route('/', 'public'), route('/blog/:id', 'public'), route('/markets', 'public', false), route('/account', 'private')];
    expect(indexablePaths(routes)).toEqual(['/']);
  });

  it('indexes the public site of the real table', () => {
    expect([...indexablePaths(ROUTES)].sort()).toEqual([
      '/',
      '/affiliates',
      '/blog',
      '/blog/find',
      '/brokers',
      '/careers',
      '/designated-market-makers',
      '/download',
      '/leaderboard',
      '/markets',
      '/proof-of-reserves',
      '/team',
      '/trader-recruitment',
    ]);
  });

  it('writes escaped sitemap XML', () => {
    expect(sitemapXml([{ loc: 'https://x.example/blog/a&b', lastmod: '2026-11-18' }, { loc: 'https://x.example/' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://x.example/blog/a&amp;b</loc><lastmod>2026-11-18</lastmod></url>\n' +
        '  <url><loc>https://x.example/</loc></url>\n</urlset>\n',
    );
  });

  it('disallows the private paths once each, under the covering prefix, and names the sitemap', () => {
    expect(robotsTxt(ROUTES, 'https://woo.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /account\nDisallow: /admin/market-data\nDisallow: /convert\nDisallow: /my-woo\nDisallow: /notification\nDisallow: /wallet\n\nSitemap: https://woo.example/sitemap.xml\n',
    );
  });
});
