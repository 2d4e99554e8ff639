import { BrowseBlog } from '../../../../src/application/blog/browse-blog.use-case';
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

  it('asks again once an answer has settled, and keeps other pages apart', async () => {
    const cms = cmsWith(14);
    const blog = new BrowseBlog(cms);
    await blog.front(1, undefined);
    await Promise.all([blog.front(1, undefined), blog.front(2, undefined)]);
    expect(cms.calls.tags).toBe(3);
  });
});
