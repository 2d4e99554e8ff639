import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { GhostContentApi, ghostFilter } from '../../../../src/infrastructure/blog/ghost-content-api.adapter';
import { safeImageUrl } from '../../../../src/infrastructure/blog/ghost-schema';

const post = (over: Record<string, unknown> = {}) => ({
  id: 'p1', slug: 'hello', title: 'Hello', html: '<p>Hi</p>', feature_image: 'javascript:alert(1)', featured: false,
  published_at: '2026-11-01T00:00:00.000Z', custom_excerpt: null, excerpt: 'An   excerpt', reading_time: 3,
  tags: [{ slug: 'markets', name: 'Markets', visibility: 'public' }, { slug: 'hash-lang-es', name: '#lang-es', visibility: 'internal' }],
  authors: [{ slug: 'mira', name: 'Mira', profile_image: null, bio: null }],
  primary_tag: { slug: 'markets', name: 'Markets', visibility: 'public' }, ...over,
});

function transport(answer: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data } = answer(config);
    const response = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, undefined, { ...response, headers: new AxiosHeaders() });
    return response;
  };
  return { adapter, seen };
}

describe('GhostContentApi', () => {
  it('sends the key, include, page and filter, and maps posts without internal tags or unsafe images', async () => {
    const { adapter, seen } = transport(() => ({ status: 200, data: { posts: [post()], meta: { pagination: { page: 2, limit: 9, pages: 3, total: 20, next: 3, prev: 1 } } } }));
    const api = new GhostContentApi({ baseUrl: 'http://x/cms/ghost/api/content', key: 'k', adapter });
    const result = await api.listPosts({ page: 2, limit: 9, tag: 'markets', excludeSlug: "it's" });
    expect(seen[0].params).toMatchObject({ key: 'k', include: 'tags,authors', page: 2, limit: 9, filter: "tag:'markets'+slug:-'it\\'s'" });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ page: 2, pages: 3, total: 20 }) });
    const mapped = result.ok ? result.value.posts[0] : undefined;
    expect(mapped).toMatchObject({ slug: 'hello', excerpt: 'An excerpt', imageUrl: null, language: 'es', tags: [{ slug: 'markets', name: 'Markets' }] });
  });

  it('answers a missing slug as no post, a bad key as unauthorised and a malformed answer as invalid', async () => {
    const api = (status: number, data: unknown) => new GhostContentApi({ baseUrl: 'http://x', key: 'k', adapter: transport(() => ({ status, data })).adapter });
    expect(await api(404, { errors: [] }).postBySlug('nope')).toEqual({ ok: true, value: undefined });
    expect(await api(401, { errors: [] }).tags()).toEqual({ ok: false, error: 'EXCHANGE.UNAUTHORIZED' });
    expect(await api(200, { posts: [{ id: 1 }] }).allSummaries()).toEqual({ ok: false, error: 'NETWORK.INVALID_RESPONSE' });
  });

  it('builds filters and accepts only safe image URLs', () => {
    expect(ghostFilter({})).toBeUndefined();
    expect(ghostFilter({ featured: true })).toBe('featured:true');
    expect(safeImageUrl('https://cdn/x.png')).toBe('https://cdn/x.png');
    expect(safeImageUrl('data:image/svg+xml;utf8,<svg/>')).toMatch(/^data:image/);
    expect(safeImageUrl('//evil/x.png')).toBeNull();
    expect(safeImageUrl('data:text/html,x')).toBeNull();
  });
});
