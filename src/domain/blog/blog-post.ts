/** A blog tag as the site shows it. */
export interface BlogTag {
  readonly slug: string;
  readonly name: string;
}

export interface BlogAuthor {
  readonly name: string;
  readonly slug: string;
  readonly imageUrl: string | null;
  readonly bio: string | null;
}

/** A post without its body: what lists, search results and related posts need. */
export interface BlogPostSummary {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly imageUrl: string | null;
  readonly featured: boolean;
  /** ISO 8601. */
  readonly publishedAt: string;
  readonly readingMinutes: number;
  readonly tags: readonly BlogTag[];
  readonly primaryTag: BlogTag | null;
  readonly authors: readonly BlogAuthor[];
  /** The post's language as an app locale code (from its `#lang-xx` internal tag), `en` when none. */
  readonly language: string;
}

/** A full post. `html` is the CMS's untrusted HTML: it must be sanitised before it is rendered. */
export interface BlogPost extends BlogPostSummary {
  readonly html: string;
}

export interface BlogPage {
  readonly posts: readonly BlogPostSummary[];
  readonly page: number;
  readonly pages: number;
  readonly total: number;
}

/** Words per minute Ghost assumes; used when the CMS gives no reading time. */
export const WORDS_PER_MINUTE = 275;

/** Reading time in whole minutes (at least one) of an HTML body. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Page sizes of the blog. */
export const BLOG_PAGE_SIZE = 9;
export const SEARCH_PAGE_SIZE = 10;
export const RELATED_POSTS = 3;

/** A page number from a query parameter: a positive integer, else 1. */
export function pageFromQuery(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/**
 * Page 1 of the list without the featured post, from the first `pageSize + 1` posts of the unfiltered list:
 * the same posts, page count and total as asking the CMS to exclude it (`slug:-x`), so both calls can go at
 * once. The featured post is either among those posts (dropped) or comes later (the extra post is dropped).
 */
export function firstPageWithout(head: BlogPage, excludedSlug: string | undefined, pageSize: number): BlogPage {
  const excluded = excludedSlug !== undefined;
  const total = excluded ? Math.max(0, head.total - 1) : head.total;
  return {
    posts: head.posts.filter((post) => post.slug !== excludedSlug).slice(0, pageSize),
    page: 1,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    total,
  };
}
