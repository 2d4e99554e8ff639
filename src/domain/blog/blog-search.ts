import type { BlogPostSummary } from './blog-post';

/** Lower-cases and strips accents so "Préstamo" matches "prestamo". */
export function normaliseText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, normalised; at most 8, each at least 2 characters (CJK: 1). */
export function queryTerms(query: string): string[] {
  return normaliseText(query)
    .split(/[\s,.;:!?"'()]+/)
    .filter((t) => t.length >= 2 || /\p{Script=Han}/u.test(t))
    .slice(0, 8);
}

/**
 * Search over titles and excerpts: every term must appear in the title or the excerpt. Title hits rank
 * above excerpt-only hits, then newer first. An empty query matches nothing.
 */
export function searchPosts(posts: readonly BlogPostSummary[], query: string): BlogPostSummary[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  return posts
    .map((post) => {
      const title = normaliseText(post.title);
      const excerpt = normaliseText(post.excerpt);
      let score = 0;
      for (const term of terms) {
        if (title.includes(term)) score += 2;
        else if (excerpt.includes(term)) score += 1;
        else return undefined;
      }
      return { post, score };
    })
    .filter((hit): hit is { post: BlogPostSummary; score: number } => hit !== undefined)
    .sort((a, b) => b.score - a.score || b.post.publishedAt.localeCompare(a.post.publishedAt))
    .map((hit) => hit.post);
}
