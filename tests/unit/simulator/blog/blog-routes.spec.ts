import { SEEDED_POSTS } from '../../../../simulator/blog/blog-routes';
import { matchesFilter } from '../../../../simulator/blog/ghost-filter';
import type { RunningSimulator } from '../../../../simulator/server';
import { languagesHiddenFrom } from '../../../../src/domain/blog/blog-language';
import { ghostFilter } from '../../../../src/infrastructure/blog/ghost-content-api.adapter';
import { call, testSimulator } from '../support/simulator-fixture';

const base = '/cms/ghost/api/content';

describe('simulator CMS (Ghost content API)', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());

  it('seeds at least 20 posts in several languages, with XSS posts among them', () => {
    expect(SEEDED_POSTS.length).toBeGreaterThanOrEqual(20);
    expect(
      new Set(SEEDED_POSTS.flatMap((p) => p.tags.filter((t) => t.name.startsWith('#lang-')).map((t) => t.name))).size,
    ).toBeGreaterThanOrEqual(5);
    expect(SEEDED_POSTS.filter((p) => /<script|onerror=|javascript:/i.test(p.html)).length).toBeGreaterThanOrEqual(2);
  });

  it('sends a large answer compressed to a client that accepts it, as a production host does', async () => {
    const path = `${base}/posts/?key=local-content-key&include=tags,authors&limit=10`;
    const brotli = await call(sim, path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.json().posts).toHaveLength(10);
    expect((await call(sim, path, { headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');
    const plain = await call(sim, path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().posts).toHaveLength(10);
  });

  it('serves the hostile corpus only to test runs (SIM_CONTROL=1): a plain start shows the published posts alone', async () => {
    const plain = await testSimulator({ control: false });
    try {
      const { posts, meta } = (await call(plain, `${base}/posts/?key=local-content-key&limit=all`)).json();
      expect(posts.some((p: { html: string }) => /<script|onerror=|javascript:/i.test(p.html))).toBe(false);
      expect(posts.map((p: { slug: string }) => p.slug)).not.toContain('security-notice-phishing-sites');
      expect(meta.pagination.total).toBe(SEEDED_POSTS.length - 2);
      expect((await call(plain, `${base}/posts/slug/security-notice-phishing-sites/?key=local-content-key`)).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers the key it is configured with (SIM_CMS_KEY), and no other', async () => {
    const other = await testSimulator({ cmsContentKey: 'staging-key' });
    try {
      expect((await call(other, `${base}/tags/?key=staging-key`)).statusCode).toBe(200);
      expect((await call(other, `${base}/tags/?key=local-content-key`)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('refuses a missing or wrong key Ghost-style', async () => {
    const missing = await call(sim, `${base}/posts/`);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().errors[0]).toMatchObject({ type: 'UnauthorizedError' });
    expect((await call(sim, `${base}/tags/?key=nope`)).statusCode).toBe(401);
  });

  it('pages, includes and filters', async () => {
    const res = (await call(sim, `${base}/posts/?key=local-content-key&include=tags,authors&limit=5&page=2`)).json();
    expect(res.posts).toHaveLength(5);
    expect(res.posts[0].tags.length).toBeGreaterThan(0);
    expect(res.meta.pagination).toMatchObject({ page: 2, limit: 5, prev: 1, next: 3 });
    const title = (await call(sim, `${base}/posts/?key=local-content-key&filter=${encodeURIComponent("title:~'funding'")}`)).json();
    expect(title.posts.map((p: { slug: string }) => p.slug)).toContain('perpetual-futures-funding-explained');
    const bare = (await call(sim, `${base}/posts/?key=local-content-key&limit=1&fields=id,slug`)).json();
    expect(Object.keys(bare.posts[0]).sort()).toEqual(['id', 'slug']);
  });

  it('finds one post by slug, 404s otherwise, and lists public tags', async () => {
    expect((await call(sim, `${base}/posts/slug/copy-trading-launch/?key=local-content-key`)).json().posts[0].title).toMatch(
      /Copy trading/,
    );
    expect((await call(sim, `${base}/posts/slug/nope/?key=local-content-key`)).statusCode).toBe(404);
    const tags = (await call(sim, `${base}/tags/?key=local-content-key`)).json().tags;
    expect(tags.every((t: { visibility: string }) => t.visibility === 'public')).toBe(true);
  });

  it('filters by tag, featured, exclusion and lists; unknown fields match nothing', () => {
    const post = SEEDED_POSTS.find((p) => p.slug === 'copy-trading-launch')!;
    expect(matchesFilter(post, 'tag:copy-trading+featured:true')).toBe(true);
    expect(matchesFilter(post, "slug:-'copy-trading-launch'")).toBe(false);
    expect(matchesFilter(post, 'tag:[markets,product]')).toBe(true);
    expect(matchesFilter(post, 'visibility:public')).toBe(false);
  });

  it("answers a Russian visitor's language clause with the English and Russian posts, counted", async () => {
    const filter = ghostFilter({ excludeLanguages: languagesHiddenFrom('ru') });
    expect(filter).toBe('tag:-[hash-lang-zh,hash-lang-zh-hans,hash-lang-pt,hash-lang-ukr,hash-lang-vn,hash-lang-es]');
    const langOf = (p: { tags: { name: string }[] }) => p.tags.find((t) => t.name.startsWith('#lang-'))?.name.slice(6) ?? 'en';
    const page = async (n: number) =>
      (await call(sim, `${base}/posts/?key=local-content-key&include=tags&limit=9&page=${n}&filter=${encodeURIComponent(filter!)}`)).json();
    const [first, last] = [await page(1), await page(3)];
    expect(first.meta.pagination).toMatchObject({ page: 1, limit: 9, pages: 3, total: 19, next: 2 }); // 18 English + 1 Russian
    expect(last.meta.pagination).toMatchObject({ page: 3, pages: 3, total: 19, next: null });
    const shown = [...first.posts, ...(await page(2)).posts, ...last.posts];
    expect(shown).toHaveLength(19);
    expect(new Set(shown.map(langOf))).toEqual(new Set(['en', 'ru']));
    expect(shown.map((p: { slug: string }) => p.slug)).toContain('funding-rate-ru');
    expect(shown.map((p: { slug: string }) => p.slug)).not.toContain('bao-mat-tai-khoan');
    const untagged = { ...SEEDED_POSTS[0], tags: [] }; // a post without a language tag counts as English
    expect(matchesFilter(untagged, filter)).toBe(true);
  });
});
