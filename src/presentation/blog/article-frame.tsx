import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../shared/navigation';
import { PageSection } from '../ui/layout';
import { Skeleton } from '../ui/surface';
import { COVER, SkeletonLines } from './blog-card';

const BackIcon = () => (
  <svg className="blog-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M13 8H3m4-4L3 8l4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The column of an article and the way back to the list; the same while the article loads. */
export function ArticleFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('blog');
  return (
    <PageSection className="blog-article-section">
      <Link to="/blog" className="blog-back">
        <BackIcon />
        {t('back')}
      </Link>
      {children}
    </PageSection>
  );
}

/** The article while it loads: tags, a two-line title, the byline, the cover and the first paragraphs. */
export function ArticleSkeleton() {
  return (
    <div className="blog-article" aria-hidden="true">
      <div className="blog-article__tags">
        <Skeleton width={72} height="var(--ex-control-height-sm)" />
        <Skeleton width={88} height="var(--ex-control-height-sm)" />
      </div>
      <SkeletonLines count={2} className="ex-title blog-article__title" last="70%" />
      <div className="blog-byline">
        <Skeleton width={240} height="var(--ex-control-height-sm)" />
      </div>
      <Skeleton className="blog-article__cover" height="auto" style={{ aspectRatio: `${COVER.width} / ${COVER.height}` }} />
      <SkeletonLines count={12} className="blog-body" last="40%" />
    </div>
  );
}
