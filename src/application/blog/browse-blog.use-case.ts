import {
  BLOG_PAGE_SIZE,
  firstPageWithout,
  RELATED_POSTS,
  type BlogPage,
  type BlogPost,
  type BlogPostSummary,
  type BlogTag,
} from '../../domain/blog/blog-post';
import { languagesHiddenFrom, postsShownTo } from '../../domain/blog/blog-language';
import { searchPosts } from '../../domain/blog/blog-search';
import type { ErrorCode } from '../../domain/shared/error-code';
import { ok, type Result } from '../../domain/shared/result';
import type { BlogContentPort } from './ports/blog-content.port';

/** How long a fetched front page is answered again without asking the CMS (as a query cache's stale time). */
export const FRONT_FRESH_MS = 30_000;

export interface BlogFront {
  /** Shown above the list on the unfiltered blog; never repeated in the list. */
  readonly featured: BlogPostSummary | undefined;
  readonly list: BlogPage;
  readonly tags: readonly BlogTag[];
}

export interface BlogArticle {
  readonly post: BlogPost;
  readonly related: readonly BlogPostSummary[];
}

/**
 * The blog's reads: the front page (featured + page + tags), one article with related posts, and search. Lists
 * show a visitor (`language`, an app locale code) posts in their language and English (blog-language.ts); an
 * article opens by its slug in any language. No DI decorators: the light phase builds one for the blog's landing
 * before the container exists (docs/adr/0010); the container binds it with a factory.
 */
export class BrowseBlog {
  private index: Promise<Result<readonly BlogPostSummary[], ErrorCode>> | undefined;
  /**
   * Fronts being fetched or fetched less than `FRONT_FRESH_MS` ago: asking again for the same page shares the
   * answer. The boot prefetches the landing, and its answer often arrives before the view asks for it.
   */
  private readonly fronts = new Map<string, { readonly answer: Promise<Result<BlogFront, ErrorCode>>; settledAt?: number }>();

  constructor(
    private readonly cms: BlogContentPort,
    private readonly now: () => number = Date.now,
  ) {}

  front(page: number, tag: string | undefined, language: string): Promise<Result<BlogFront, ErrorCode>> {
    const key = `${language}|${page}|${tag ?? ''}`;
    const known = this.fronts.get(key);
    if (known && (known.settledAt === undefined || this.now() - known.settledAt < FRONT_FRESH_MS)) return known.answer;
    const entry: { readonly answer: Promise<Result<BlogFront, ErrorCode>>; settledAt?: number } = {
      answer: this.loadFront(page, tag, languagesHiddenFrom(language)),
    };
    this.fronts.set(key, entry);
    void entry.answer.then((result) => {
      if (result.ok) entry.settledAt = this.now();
      else if (this.fronts.get(key) === entry) this.fronts.delete(key); // a failure is never kept: the next ask tries again
    });
    return entry.answer;
  }

  private async loadFront(
    page: number,
    tag: string | undefined,
    excludeLanguages: readonly string[],
  ): Promise<Result<BlogFront, ErrorCode>> {
    // The unfiltered first page (the blog's landing) asks for everything at once; other pages need the
    // featured post's slug first, to leave it out of their list.
    const landing = page === 1 && !tag;
    const [featured, tags, head] = await Promise.all([
      tag ? Promise.resolve(ok(undefined)) : this.cms.listPosts({ page: 1, limit: 1, featured: true, excludeLanguages }),
      this.cms.tags(),
      landing ? this.cms.listPosts({ page: 1, limit: BLOG_PAGE_SIZE + 1, excludeLanguages }) : Promise.resolve(ok(undefined)),
    ]);
    if (!featured.ok) return featured;
    if (!tags.ok) return tags;
    if (!head.ok) return head;
    const hero = featured.value?.posts[0];
    const list = head.value
      ? ok(firstPageWithout(head.value, hero?.slug, BLOG_PAGE_SIZE))
      : await this.cms.listPosts({ page, limit: BLOG_PAGE_SIZE, tag, excludeSlug: hero?.slug, excludeLanguages });
    if (!list.ok) return list;
    return ok({ featured: hero, list: list.value, tags: tags.value });
  }

  /** The post whatever its language (shared links keep working); related posts in the visitor's languages. */
  async article(slug: string, language: string): Promise<Result<BlogArticle | undefined, ErrorCode>> {
    const found = await this.cms.postBySlug(slug);
    if (!found.ok || !found.value) return found.ok ? ok(undefined) : found;
    const post = found.value;
    const query = { page: 1, limit: RELATED_POSTS, excludeSlug: post.slug, excludeLanguages: languagesHiddenFrom(language) };
    const sameTopic = await this.cms.listPosts({ ...query, tag: post.primaryTag?.slug });
    const related = sameTopic.ok ? [...sameTopic.value.posts] : [];
    // Too few on its topic in the visitor's languages: the latest posts fill the row.
    if (related.length < RELATED_POSTS && post.primaryTag) {
      const latest = await this.cms.listPosts({ ...query, limit: RELATED_POSTS + related.length });
      if (latest.ok)
        related.push(...latest.value.posts.filter((p) => !related.some((r) => r.slug === p.slug)).slice(0, RELATED_POSTS - related.length));
    }
    return ok({ post, related });
  }

  /** Titles and excerpts (the API has no full-text search): one index fetched once; the visitor's posts searched locally. */
  async search(query: string, language: string): Promise<Result<readonly BlogPostSummary[], ErrorCode>> {
    this.index ??= this.cms.allSummaries();
    const index = await this.index;
    if (!index.ok) {
      this.index = undefined;
      return index;
    }
    return ok(searchPosts(postsShownTo(index.value, language), query));
  }
}
