import { firstPageWithout, type BlogPage, type BlogPostSummary } from '../../../../src/domain/blog/blog-post';

const post = (slug: string) => ({ slug }) as BlogPostSummary;
const head = (slugs: string[], total: number): BlogPage => ({
  posts: slugs.map(post),
  page: 1,
  pages: Math.ceil(total / slugs.length),
  total,
});
const slugsOf = (page: BlogPage) => page.posts.map((p) => p.slug);

/** What the CMS answers for page 1 with `slug:-x`: the reference the local computation must match. */
function excludedByCms(all: string[], excluded: string, size: number): BlogPage {
  const rest = all.filter((s) => s !== excluded);
  return { posts: rest.slice(0, size).map(post), page: 1, pages: Math.max(1, Math.ceil(rest.length / size)), total: rest.length };
}

describe('firstPageWithout (the blog landing without the featured post)', () => {
  const all = Array.from({ length: 25 }, (_, i) => `p${i + 1}`);

  it.each([['p1'], ['p4'], ['p10'], ['p11'], ['p25']])('matches the CMS exclusion when the featured post is %s', (featured) => {
    const local = firstPageWithout(head(all.slice(0, 10), all.length), featured, 9);
    const cms = excludedByCms(all, featured, 9);
    expect(slugsOf(local)).toEqual(slugsOf(cms));
    expect({ pages: local.pages, total: local.total }).toEqual({ pages: cms.pages, total: cms.total });
  });

  it('keeps nine posts and every count when nothing is featured, and one page for a short or empty blog', () => {
    const none = firstPageWithout(head(all.slice(0, 10), 25), undefined, 9);
    expect(slugsOf(none)).toEqual(all.slice(0, 9));
    expect(none).toMatchObject({ page: 1, pages: 3, total: 25 });
    expect(firstPageWithout(head(['a', 'b'], 2), 'a', 9)).toMatchObject({ posts: [post('b')], pages: 1, total: 1 });
    expect(firstPageWithout({ posts: [], page: 1, pages: 1, total: 0 }, undefined, 9)).toMatchObject({ posts: [], pages: 1, total: 0 });
  });
});
