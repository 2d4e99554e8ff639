import { pageFromQuery, readingMinutes } from '../../../../src/domain/blog/blog-post';
import { normaliseText, queryTerms, searchPosts } from '../../../../src/domain/blog/blog-search';
import { blogPost } from '../../../fakes/blog/fake-blog-content';

describe('blog search', () => {
  const posts = [
    blogPost({ slug: 'a', title: 'Funding rates explained', excerpt: 'Why longs pay shorts', publishedAt: '2026-11-01' }),
    blogPost({ slug: 'b', title: 'Weekly note', excerpt: 'Funding stayed neutral', publishedAt: '2026-11-05' }),
    blogPost({ slug: 'c', title: '質押等級', excerpt: '降低手續費', publishedAt: '2026-11-03' }),
  ];

  it('ranks title hits above excerpt hits, then newer first', () => {
    expect(searchPosts(posts, 'funding').map((p) => p.slug)).toEqual(['a', 'b']);
  });

  it('needs every term, ignores case and accents, and handles CJK', () => {
    expect(searchPosts(posts, 'FUNDING neutral').map((p) => p.slug)).toEqual(['b']);
    expect(normaliseText('Préstamo')).toBe('prestamo');
    expect(searchPosts(posts, '質押').map((p) => p.slug)).toEqual(['c']);
  });

  it('matches nothing for an empty or one-letter query', () => {
    expect(searchPosts(posts, '   ')).toEqual([]);
    expect(queryTerms('a')).toEqual([]);
  });

  it('reads page numbers defensively and estimates reading time', () => {
    expect([pageFromQuery('3'), pageFromQuery('0'), pageFromQuery('x'), pageFromQuery(null), pageFromQuery('1.5')]).toEqual([
      3, 1, 1, 1, 1,
    ]);
    expect(readingMinutes(`<p>${'word '.repeat(550)}</p>`)).toBe(2);
    expect(readingMinutes('')).toBe(1);
  });
});
