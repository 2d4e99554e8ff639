import { useTranslation } from 'react-i18next';
import type { BlogPostSummary } from '../../domain/blog/blog-post';
import { localeInfo, toSupportedLocale } from '../../domain/shared/locale';
import { Link } from '../shared/navigation';
import { cx } from '../ui/class-names';
import { Skeleton } from '../ui/surface';
import './blog.css';
import { dateFormat, prepareDateFormat } from '../shared/intl-formats';

/** The HTML lang of a post written in one of the app's locales. */
export const htmlLang = (language: string) => localeInfo(toSupportedLocale(language)).regionalTag;

const CARD_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(htmlLang(language), CARD_DATE).format(date);
}

/** Builds the cards' date formatter while the page waits for the CMS (intl-formats.ts); returns a cancel. */
export const prepareCardDates = (language: string): (() => void) => prepareDateFormat(htmlLang(language), CARD_DATE);

/** The address of a post, and of the list filtered by a tag. */
export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const tagPath = (slug: string) => `/blog?tag=${encodeURIComponent(slug)}`;

/** The intrinsic size of the CMS's cover images (1200 × 630), so the browser reserves their box before they load. */
export const COVER = { width: 1200, height: 630 } as const;

/** A post's tag, title (the link, covering the whole card), excerpt, date and reading time. */
export function BlogCardText({ post, large, headingLevel = 3 }: { post: BlogPostSummary; large?: boolean; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('blog');
  const Heading = `h${headingLevel}` as const;
  const lang = htmlLang(post.language);
  return (
    <div className={cx('blog-card__text', large && 'blog-card__text--large')}>
      {post.primaryTag && (
        <Link className="blog-chip" to={tagPath(post.primaryTag.slug)}>
          {post.primaryTag.name}
        </Link>
      )}
      <Heading className="blog-card__title" lang={lang}>
        <Link className="blog-card__link" to={postPath(post.slug)}>
          {post.title}
        </Link>
      </Heading>
      <p className="blog-card__excerpt" lang={lang}>
        {post.excerpt}
      </p>
      <p className="blog-card__meta">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, i18n.language)}</time> ·{' '}
        {t('minRead', { count: post.readingMinutes })}
      </p>
    </div>
  );
}

/** A post in a list: cover above the text. Covers load lazily (lists sit below the fold). */
export function BlogCard({ post, headingLevel = 3 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  return (
    <article className="blog-card" data-testid="blog-card">
      {post.imageUrl && <img className="blog-card__cover" src={post.imageUrl} alt="" {...COVER} loading="lazy" decoding="async" />}
      <div className="blog-card__body">
        <BlogCardText post={post} headingLevel={headingLevel} />
      </div>
    </article>
  );
}

/**
 * `count` placeholder lines in the font of `className`, one line-height each, the last one shorter; `narrowExtra`
 * more lines only below the desktop breakpoint, where a long title wraps once more.
 */
export function SkeletonLines({
  count,
  className,
  last = '60%',
  narrowExtra = 0,
}: {
  count: number;
  className: string;
  last?: string;
  narrowExtra?: number;
}) {
  return (
    <div className={cx(className, 'blog-lines')} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height="0.7lh" width={i === count - 1 && !narrowExtra ? last : '100%'} />
      ))}
      {Array.from({ length: narrowExtra }, (_, i) => (
        <Skeleton key={`n${i}`} className="blog-lines__wide" height="0.7lh" width={i === narrowExtra - 1 ? last : '100%'} />
      ))}
    </div>
  );
}

/** The text of a card while it loads: the same boxes as BlogCardText. */
export function BlogCardTextSkeleton({ large }: { large?: boolean }) {
  return (
    <div className={cx('blog-card__text', large && 'blog-card__text--large')}>
      <Skeleton width={88} height="var(--ex-control-height-sm)" />
      <SkeletonLines count={2} className="blog-card__title" narrowExtra={large ? 1 : 0} />
      <SkeletonLines count={large ? 4 : 3} className="blog-card__excerpt" last="80%" />
      <SkeletonLines count={1} className="blog-card__meta" last="45%" />
    </div>
  );
}

/** A card while it loads. */
export function BlogCardSkeleton() {
  return (
    <div className="blog-card blog-card--skeleton" aria-hidden="true">
      <Skeleton className="blog-card__cover" height="auto" style={{ aspectRatio: `${COVER.width} / ${COVER.height}` }} />
      <div className="blog-card__body">
        <BlogCardTextSkeleton />
      </div>
    </div>
  );
}

/** `count` loading cards in a grid of the given columns. */
export function BlogGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <ul className={cx('blog-grid', className)} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <BlogCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** The results while the container or the search index load: the count line and four cards. */
export function SearchResultsSkeleton() {
  return (
    <div aria-hidden="true">
      <SkeletonLines count={1} className="blog-count" last="220px" />
      <BlogGridSkeleton count={4} className="blog-grid--two" />
    </div>
  );
}
