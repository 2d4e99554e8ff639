import { BrowseBlog, FRONT_FRESH_MS } from '../../../../src/application/blog/browse-blog.use-case';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { blogPost, FakeBlogContent } from '../../../fakes/fake-blog-content';

function cmsWith(count: number): FakeBlogContent {
  const cms = new FakeBlogContent();
  cms.posts = Array.from({ length: count }, (_, i) => blogPost({
    slug: `post-${i + 1}`, title: `Post ${i + 1}`, featured: i === 2,
    publishedAt: new Date(Date.UTC(2026, 10, 30) - i * 86_400_000).toISOString(),
  }));
  return cms;
}

describe('BrowseBlog.front', () => {
  it('shares one CMS round between callers asking for the same page while it loads (the boot prefetches the landing)', async () => {
    const cms = cmsWith(14);
    const blog = new BrowseBlog(cms);
    const [first, second] = await Promise.all([blog.front(1, undefined), blog.front(1, undefined)]);
    expect(second).toBe(first);
    expect(cms.calls).toMatchObject({ list: 2, tags: 1 }); // the featured post and the first page, once
    expect(first.ok && first.value.featured?.title).toBe('Post 3');
    expect(first.ok && first.value.list.posts.map((p) => p.title)).not.toContain('Post 3');
  });

  it('answers a settled front again while it is fresh (the prefetch that beat the view), and keeps other pages apart', async () => {
    const cms = cmsWith(14);
    let now = 1_000;
    const blog = new BrowseBlog(cms, () => now);
    const first = await blog.front(1, undefined);
    now += FRONT_FRESH_MS - 1;
    const [again] = await Promise.all([blog.front(1, undefined), blog.front(2, undefined)]);
    expect(again).toBe(first);
    expect(cms.calls.tags).toBe(2); // page 2 only
  });

  it('asks the CMS again once a front is stale', async () => {
    const cms = cmsWith(14);
    let now = 1_000;
    const blog = new BrowseBlog(cms, () => now);
    await blog.front(1, undefined);
    now += FRONT_FRESH_MS;
    await blog.front(1, undefined);
    expect(cms.calls.tags).toBe(2);
  });

  it('never keeps a failure: the next ask tries the CMS again', async () => {
    const cms = cmsWith(14);
    const blog = new BrowseBlog(cms);
    cms.failWith = ErrorCode.Unknown;
    const failed = await blog.front(1, undefined);
    expect(failed.ok).toBe(false);
    cms.failWith = undefined;
    const retried = await blog.front(1, undefined);
    expect(retried.ok && retried.value.featured?.title).toBe('Post 3');
  });
});
