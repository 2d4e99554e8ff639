import { Skeleton } from '../ui/surface';
import { BlogGridSkeleton } from './blog-card';
import { FeaturedPostSkeleton } from './featured-post';

/** The list while the container or the posts load: topics, the featured post on page 1, nine cards. */
export function BlogFrontSkeleton({ featured }: { featured: boolean }) {
  return (
    <div aria-hidden="true">
      <div className="blog-filter blog-filter--skeleton">
        {[96, 72, 88, 80, 104].map((w, i) => (
          <Skeleton key={i} width={w} height="var(--ex-control-height)" style={{ borderRadius: 'calc(var(--ex-control-height) / 2)' }} />
        ))}
      </div>
      {featured && (
        <div className="blog-featured-section">
          <FeaturedPostSkeleton />
        </div>
      )}
      <BlogGridSkeleton count={9} />
    </div>
  );
}
