import type { BlogPostSummary } from '../../domain/blog/blog-post';
import { cx } from '../ui/class-names';
import { Skeleton } from '../ui/surface';
import { BlogCardText, BlogCardTextSkeleton, COVER } from './blog-card';

/**
 * The featured post: image beside the text from tablets up, above it on phones. Its cover is the page's
 * largest image above the fold, so it loads eagerly and first (`fetchpriority="high"`). `onCoverShown`: the cover
 * has loaded (or failed), so its paint is the next frame.
 */
export function FeaturedPost({ post, onCoverShown }: { post: BlogPostSummary; onCoverShown?: () => void }) {
  return (
    <article className={cx('blog-card', 'blog-featured', !post.imageUrl && 'blog-featured--text')} data-testid="blog-card">
      {post.imageUrl && (
        <img
          className="blog-card__cover"
          src={post.imageUrl}
          alt=""
          {...COVER}
          fetchPriority="high"
          onLoad={onCoverShown}
          onError={onCoverShown}
        />
      )}
      <div className="blog-card__body">
        <BlogCardText post={post} large headingLevel={2} />
      </div>
    </article>
  );
}

/** The featured post while it loads: the same boxes. */
export function FeaturedPostSkeleton() {
  return (
    <div className="blog-card blog-card--skeleton blog-featured" aria-hidden="true">
      <Skeleton className="blog-card__cover" height="auto" style={{ aspectRatio: `${COVER.width} / ${COVER.height}` }} />
      <div className="blog-card__body">
        <BlogCardTextSkeleton large />
      </div>
    </div>
  );
}
