import type { BlogPage, BlogPost, BlogPostSummary, BlogTag } from '../../../domain/blog/blog-post';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

export interface BlogListQuery {
  readonly page: number;
  readonly limit: number;
  readonly tag?: string;
  readonly featured?: boolean;
  readonly excludeSlug?: string;
  /** Post languages (app locale codes) to leave out; a post without a language tag counts as English. */
  readonly excludeLanguages?: readonly string[];
}

/** The CMS content API (Ghost-style, read-only, keyed). */
export interface BlogContentPort {
  listPosts(query: BlogListQuery): Promise<Result<BlogPage, ErrorCode>>;
  /** `ok(undefined)` when no post has that slug. */
  postBySlug(slug: string): Promise<Result<BlogPost | undefined, ErrorCode>>;
  /** Every post's summary (no bodies): the client-side search index. */
  allSummaries(): Promise<Result<readonly BlogPostSummary[], ErrorCode>>;
  tags(): Promise<Result<readonly BlogTag[], ErrorCode>>;
}
export const BlogContentPort = token<BlogContentPort>('BlogContentPort');
