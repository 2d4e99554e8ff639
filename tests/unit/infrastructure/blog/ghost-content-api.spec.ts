import {
  GhostContentApi,
  ghostContentOptions,
  ghostFilter,
  languageTagSlug,
} from '../../../../src/infrastructure/blog/ghost-content-api.adapter';
import { safeImageUrl } from '../../../../src/infrastructure/blog/ghost-schema';

const post = (over: Record<string, unknown> = {}) => ({
  id: 'p1',
  slug: 'hello',
  title: 'Hello',
  html: '<p>Hi</p>',
  feature_image: 'javascript:alert(1)',
  featured: false,
  published_at: '2026-11-01T00:00:00.000Z',
  custom_excerpt: null,
  excerpt: 'An   excerpt',
  reading_time: 3,
  tags: [
    { slug: 'markets', name: 'Markets', visibility: 'public' },
    { slug: 'hash-lang-es', name: '#lang-es', visibility: 'internal' },
  ],
  authors: [{ slug: 'mira', name: 'Mira', profile_image: null, bio: null }],
  primary_tag: { slug: 'markets', name: 'Markets', visibility: 'public' },
  ...over,
});

/** A `fetch` that answers every request with `answer(url)` and records the URLs asked for. */
function transport(answer: (url: URL) => { status: number; body: string }) {
  const seen: URL[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : input);
    seen.push(url);
    const { status, body } = answer(url);
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}
const json = (status: number, data: unknown) => () => ({ status, body: JSON.stringify(data) });

describe('GhostContentApi', () => {
  it('sends the key, include, page and filter, and maps posts without internal tags or unsafe images', async () => {
    const { fetch, seen } = transport(
      json(200, { posts: [post()], meta: { pagination: { page: 2, limit: 9, pages: 3, total: 20, next: 3, prev: 1 } } }),
    );
    const api = new GhostContentApi({ baseUrl: 'http://x/cms/ghost/api/content', key: 'k', fetch });
    const result = await api.listPosts({ page: 2, limit: 9, tag: 'markets', excludeSlug: "it's" });
    expect(seen[0].pathname).toBe('/cms/ghost/api/content/posts/');
    expect(Object.fromEntries(seen[0].searchParams)).toMatchObject({
      key: 'k',
      include: 'tags,authors',
      page: '2',
      limit: '9',
      filter: "tag:'markets'+slug:-'it\\'s'",
    });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ page: 2, pages: 3, total: 20 }) });
    const mapped = result.ok ? result.value.posts[0] : undefined;
    expect(mapped).toMatchObject({
      slug: 'hello',
      excerpt: 'An excerpt',
      imageUrl: null,
      language: 'es',
      tags: [{ slug: 'markets', name: 'Markets' }],
    });
  });

  it('answers a missing slug as no post, a bad key as unauthorised and a malformed answer as invalid', async () => {
    const api = (answer: (url: URL) => { status: number; body: string }) =>
      new GhostContentApi({ baseUrl: 'http://x', key: 'k', fetch: transport(answer).fetch });
    expect(await api(json(404, { errors: [] })).postBySlug('nope')).toEqual({ ok: true, value: undefined });
    expect(await api(json(401, { errors: [] })).tags()).toEqual({ ok: false, error: 'EXCHANGE.UNAUTHORIZED' });
    expect(await api(json(200, { posts: [{ id: 1 }] })).allSummaries()).toEqual({ ok: false, error: 'NETWORK.INVALID_RESPONSE' });
    expect(await api(() => ({ status: 200, body: '<html>' })).tags()).toEqual({ ok: false, error: 'NETWORK.INVALID_RESPONSE' });
    expect(await api(json(502, {})).tags()).toEqual({ ok: false, error: 'NETWORK.SERVER_ERROR' });
  });

  it('reports a transport failure as the network being unavailable', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    expect(await new GhostContentApi({ baseUrl: 'http://x', key: 'k', fetch: offline }).tags()).toEqual({
      ok: false,
      error: 'NETWORK.UNAVAILABLE',
    });
  });

  it('finds the content API under the configured blog base, made absolute', () => {
    expect(ghostContentOptions({ blogApiBase: '/cms/', blogApiKey: 'k' }, 'https://www.example.com')).toEqual({
      baseUrl: 'https://www.example.com/cms/ghost/api/content',
      key: 'k',
    });
    expect(ghostContentOptions({ blogApiBase: 'https://cms.example.com', blogApiKey: 'k' }, 'https://www.example.com').baseUrl).toBe(
      'https://cms.example.com/ghost/api/content',
    );
  });

  it('builds filters and accepts only safe image URLs', () => {
    expect(ghostFilter({})).toBeUndefined();
    expect(ghostFilter({ featured: true })).toBe('featured:true');
    expect(ghostFilter({ excludeLanguages: [] })).toBeUndefined();
    expect(ghostFilter({ tag: 'markets', excludeSlug: 'x', excludeLanguages: ['vn', 'zh-Hans'] })).toBe(
      "tag:'markets'+slug:-'x'+tag:-[hash-lang-vn,hash-lang-zh-hans]",
    );
    expect(languageTagSlug("zh-Hans'],x")).toBe('hash-lang-zh-hansx'); // nothing that could end the clause
    expect(safeImageUrl('https://cdn/x.png')).toBe('https://cdn/x.png');
    expect(safeImageUrl('data:image/svg+xml;utf8,<svg/>')).toMatch(/^data:image/);
    expect(safeImageUrl('//evil/x.png')).toBeNull();
    expect(safeImageUrl('data:text/html,x')).toBeNull();
  });
});
