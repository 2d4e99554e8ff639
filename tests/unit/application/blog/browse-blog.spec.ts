import { BrowseBlog, FRONT_FRESH_MS } from '../../../../src/application/blog/browse-blog.use-case';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { blogPost, FakeBlogContent } from '../../../fakes/blog/fake-blog-content';

function cmsWith(count: number): FakeBlogContent {
  const cms = new FakeBlogContent();
  cms.posts = Array.from({ length: count }, (_, i) =>
    blogPost({
      slug: `post-${i + 1}`,
      title: `Post ${i + 1}`,
      featured: i === 2,
      publishedAt: new Date(Date.UTC(2026, 10, 30) - i * 86_400_000).toISOString(),
    }),
  );
  return cms;
}

describe('BrowseBlog.front', () => {
  it('shares one CMS round between callers asking for the same page while it loads (the boot prefetches the landing)', async () => {
    const cms = cmsWith(14);
    const blog = new BrowseBlog(cms);
    const [first, second] = await Promise.all([blog.front(1, undefined, 'en'), blog.front(1, undefined, 'en')]);
    expect(second).toBe(first);
    expect(cms.calls).toMatchObject({ list: 2, tags: 1 }); // the featured post and the first page, once
    expect(first.ok && first.value.featured?.title).toBe('Post 3');
    expect(first.ok && first.value.list.posts.map((p) => p.title)).not.toContain('Post 3');
  });

  it('answers a settled front again while it is fresh (the prefetch that beat the view), and keeps other pages apart', async () => {
    const cms = cmsWith(14);
    let now = 1_000;
    const blog = new BrowseBlog(cms, () => now);
    const first = await blog.front(1, undefined, 'en');
    now += FRONT_FRESH_MS - 1;
    const [again] = await Promise.all([blog.front(1, undefined, 'en'), blog.front(2, undefined, 'en')]);
    expect(again).toBe(first);
    expect(cms.calls.tags).toBe(2); // page 2 only
  });

  it('asks the CMS again once a front is stale', async () => {
    const cms = cmsWith(14);
    let now = 1_000;
    const blog = new BrowseBlog(cms, () => now);
    await blog.front(1, undefined, 'en');
    now += FRONT_FRESH_MS;
    await blog.front(1, undefined, 'en');
    expect(cms.calls.tags).toBe(2);
  });

  it('never keeps a failure: the next ask tries the CMS again', async () => {
    const cms = cmsWith(14);
    const blog = new BrowseBlog(cms);
    cms.failWith = ErrorCode.Unknown;
    const failed = await blog.front(1, undefined, 'en');
    expect(failed.ok).toBe(false);
    cms.failWith = undefined;
    const retried = await blog.front(1, undefined, 'en');
    expect(retried.ok && retried.value.featured?.title).toBe('Post 3');
  });
});

/** 12 English posts (post-1 newest, post-3 featured), then one Russian and one Vietnamese post per tag. */
function multilingualCms(): FakeBlogContent {
  const cms = cmsWith(12);
  const markets = { slug: 'markets', name: 'Markets' };
  cms.posts = cms.posts.map((p, i) => (i < 2 ? { ...p, tags: [markets], primaryTag: markets } : p));
  const day = (n: number) => new Date(Date.UTC(2026, 11, n)).toISOString(); // newer than every English post
  cms.posts.push(
    blogPost({ slug: 'ru-post', title: 'Русский пост', language: 'ru', publishedAt: day(2), tags: [markets] }),
    blogPost({ slug: 'vn-post', title: 'Bài viết', language: 'vn', publishedAt: day(3), tags: [markets] }),
    blogPost({ slug: 'zh-hans-post', title: '简体', language: 'zh-Hans', publishedAt: day(1), featured: true }),
  );
  return cms;
}

describe("BrowseBlog by the visitor's language", () => {
  it('lists a Russian visitor Russian and English posts, counting only those', async () => {
    const front = await new BrowseBlog(multilingualCms()).front(1, undefined, 'ru');
    expect(front.ok && front.value.featured?.slug).toBe('post-3'); // the Simplified Chinese featured post is not theirs
    expect(front.ok && front.value.list.posts.map((p) => p.slug)).toEqual([
      'ru-post',
      'post-1',
      'post-2',
      'post-4',
      'post-5',
      'post-6',
      'post-7',
      'post-8',
      'post-9',
    ]);
    expect(front.ok && [front.value.list.total, front.value.list.pages]).toEqual([12, 2]); // 12 English + 1 Russian, less the featured
    const page2 = await new BrowseBlog(multilingualCms()).front(2, undefined, 'ru');
    expect(page2.ok && page2.value.list.posts.map((p) => p.slug)).toEqual(['post-10', 'post-11', 'post-12']);
  });

  it('lists an English visitor English posts only, also under a tag', async () => {
    const blog = new BrowseBlog(multilingualCms());
    const front = await blog.front(1, undefined, 'en');
    expect(front.ok && front.value.list.posts.map((p) => p.language)).toEqual(Array(9).fill('en'));
    expect(front.ok && front.value.list.total).toBe(11);
    const tagged = await blog.front(1, 'markets', 'en');
    expect(tagged.ok && tagged.value.list.posts.map((p) => p.slug)).toEqual(['post-1', 'post-2']);
  });

  it("keeps each language's front apart in the cache", async () => {
    const cms = multilingualCms();
    const blog = new BrowseBlog(cms);
    const [en, ru] = await Promise.all([blog.front(1, undefined, 'en'), blog.front(1, undefined, 'ru')]);
    expect(cms.calls.tags).toBe(2);
    expect(ru.ok && ru.value.list.posts[0].slug).toBe('ru-post');
    expect(en.ok && en.value.list.posts[0].slug).toBe('post-1');
    expect(await blog.front(1, undefined, 'ru')).toBe(ru);
  });

  it("opens an article in any language, and relates posts in the visitor's languages only, topped up with the latest", async () => {
    const blog = new BrowseBlog(multilingualCms());
    const vn = await blog.article('vn-post', 'ru');
    expect(vn.ok && vn.value?.post.title).toBe('Bài viết');
    expect(vn.ok && vn.value?.related.map((p) => p.slug)).toEqual(['ru-post', 'post-1', 'post-2']);
    const en = await blog.article('post-1', 'en');
    expect(en.ok && en.value?.related.map((p) => p.slug)).toEqual(['post-2', 'post-3', 'post-4']); // one on its topic, then the latest
  });

  it("searches only the posts the visitor's language shows, from one index", async () => {
    const cms = multilingualCms();
    const blog = new BrowseBlog(cms);
    const ru = await blog.search('пост', 'ru');
    expect(ru.ok && ru.value.map((p) => p.slug)).toEqual(['ru-post']);
    expect(await blog.search('пост', 'vn')).toEqual({ ok: true, value: [] });
    expect(await blog.search('пост', 'en')).toEqual({ ok: true, value: [] });
    expect(cms.calls.summaries).toBe(1);
  });
});
