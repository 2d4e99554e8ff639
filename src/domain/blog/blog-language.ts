import { DEFAULT_LOCALE, SUPPORTED_LOCALE_CODES } from '../shared/locale';
import type { BlogPostSummary } from './blog-post';

/** The blog's main language: every visitor sees its posts, and a post without a language counts as one. */
export const BLOG_MAIN_LANGUAGE = DEFAULT_LOCALE;

/** An app locale code as the blog compares it (a Ghost tag slug is lower case: `zh-Hans` is `zh-hans`). */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The post languages a visitor (an app locale code) sees: English, and their own when it is a site language. */
export function languagesShownTo(visitor: string): readonly string[] {
  const own = SUPPORTED_LOCALE_CODES.find((code) => same(code, visitor));
  return own && own !== BLOG_MAIN_LANGUAGE ? [BLOG_MAIN_LANGUAGE, own] : [BLOG_MAIN_LANGUAGE];
}

/**
 * The site languages whose posts a visitor does not see: what a list query leaves out. Left out rather than let
 * in, so one CMS clause keeps posts without a language tag (English) and the pagination counts stay right.
 */
export function languagesHiddenFrom(visitor: string): readonly string[] {
  const shown = languagesShownTo(visitor);
  return SUPPORTED_LOCALE_CODES.filter((code) => !shown.includes(code));
}

/** Whether a post in `language` is listed for `visitor`: the same rule as the CMS clause of `languagesHiddenFrom`. */
export function isShownTo(language: string, visitor: string): boolean {
  return !languagesHiddenFrom(visitor).some((hidden) => same(hidden, language));
}

/** The posts a visitor sees, in their order (search runs over these). */
export function postsShownTo<T extends Pick<BlogPostSummary, 'language'>>(posts: readonly T[], visitor: string): T[] {
  return posts.filter((post) => isShownTo(post.language, visitor));
}
