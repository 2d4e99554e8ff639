import type { BlogContentPort, BlogListQuery } from '../../../src/application/blog/ports/blog-content.port';
import type { BlogPost, BlogTag } from '../../../src/domain/blog/blog-post';
import type { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok } from '../../../src/domain/shared/result';

/** A post for tests: only what a scenario names, the rest defaulted. */
export function blogPost(over: Partial<BlogPost> & { slug: string }): BlogPost {
  const tags = over.tags ?? [];
  return {
    id: over.slug,
    title: over.slug,
    excerpt: '',
    imageUrl: null,
    featured: false,
    publishedAt: '2026-11-01T00:00:00.000Z',
    readingMinutes: 1,
    primaryTag: tags[0] ?? null,
    authors: [],
    language: 'en',
    html: '<p>Body</p>',
    ...over,
    tags,
  };
}

/** An in-memory CMS with Ghost's list semantics (newest first, filters, pages); counts the calls. */
export class FakeBlogContent implements BlogContentPort {
  posts: BlogPost[] = [];
  calls = { list: 0, bySlug: 0, summaries: 0, tags: 0 };
  failWith: ErrorCode | undefined;

  async listPosts(q: BlogListQuery) {
    this.calls.list++;
    if (this.failWith) return err(this.failWith);
    // Languages as Ghost's `tag:-[hash-lang-…]` clause does it: compared in lower case, as tag slugs are.
    const hidden = new Set((q.excludeLanguages ?? []).map((l) => l.toLowerCase()));
    const all = this.sorted().filter(
      (p) =>
        (!q.tag || p.tags.some((t) => t.slug === q.tag)) &&
        (q.featured === undefined || p.featured === q.featured) &&
        p.slug !== q.excludeSlug &&
        !hidden.has(p.language.toLowerCase()),
    );
    const pages = Math.max(1, Math.ceil(all.length / q.limit));
    return ok({ posts: all.slice((q.page - 1) * q.limit, q.page * q.limit).map(summary), page: q.page, pages, total: all.length });
  }

  async postBySlug(slug: string) {
    this.calls.bySlug++;
    if (this.failWith) return err(this.failWith);
    return ok(this.posts.find((p) => p.slug === slug));
  }

  async allSummaries() {
    this.calls.summaries++;
    if (this.failWith) return err(this.failWith);
    return ok(this.sorted().map(summary));
  }

  async tags() {
    this.calls.tags++;
    if (this.failWith) return err(this.failWith);
    const seen = new Map<string, BlogTag>();
    this.posts.flatMap((p) => p.tags).forEach((t) => seen.set(t.slug, t));
    return ok([...seen.values()]);
  }

  private sorted() {
    return [...this.posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  }
}

const summary = ({ html: _html, ...rest }: BlogPost) => rest;
