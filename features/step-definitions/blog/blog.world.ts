import type { BlogFront } from '../../../src/application/blog/browse-blog.use-case';
import type { ErrorCode } from '../../../src/domain/shared/error-code';
import type { Result } from '../../../src/domain/shared/result';
import type { BlogArticleStore } from '../../../src/presentation/blog/blog-article.store';
import type { BlogSearchStore } from '../../../src/presentation/blog/blog-search.store';
import { worldPart } from '../../support/world';

/** The blog steps' part of the World: what the visitor last opened, and the visitor's language. */
export interface BlogWorld {
  front?: Result<BlogFront, ErrorCode>;
  search?: BlogSearchStore;
  article?: BlogArticleStore;
  /** The visitor's language (an app locale code), English unless a scenario says otherwise. */
  language?: string;
}

export const blogWorld = worldPart((): BlogWorld => ({}));
