import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowseBlog, type BlogFront as BlogFrontData } from '../../application/blog/browse-blog.use-case';
import type { BlogTag } from '../../domain/blog/blog-post';
import { ErrorCode } from '../../domain/shared/error-code';
import { failed, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { useEarlyOrInjected } from '../shared/container-context';
import { useFirstViewHold } from '../shared/use-first-view-hold';
import { Link } from '../shared/navigation';
import { Button } from '../ui/button';
import { Alert } from '../ui/surface';
import { BlogCard, tagPath } from './blog-card';
import { BlogPager } from './blog-pager';
import { BlogFrontSkeleton } from './blog-front-skeleton';
import { FeaturedPost } from './featured-post';

/** The address of one page of the list, optionally filtered by a tag (page 1 has no `page` parameter). */
const listPath = (page: number, tag: string | undefined): string => {
  const q = new URLSearchParams();
  if (tag) q.set('tag', tag);
  if (page > 1) q.set('page', String(page));
  const search = q.toString();
  return search ? `/blog?${search}` : '/blog';
};

/**
 * One page of the blog's front for `page` and `tag` in the visitor's `language`, loading while any changes; a late answer for an older page is
 * dropped. The use case comes from the light phase when it built one (the landing needs no container), else from
 * the container. No suspending: the placeholder is already on screen, and a Suspense reveal would wait for React's
 * fallback throttle.
 */
function useBlogFront(page: number, tag: string | undefined, language: string, attempt: number): Loadable<BlogFrontData> {
  const blog = useEarlyOrInjected((early) => early.browseBlog, BrowseBlog, attempt);
  const key = `${language}|${page}|${tag ?? ''}|${attempt}`;
  const [shown, setShown] = useState<{ key: string; front: Loadable<BlogFrontData> }>();
  useEffect(() => {
    let current = true;
    void blog
      .then((b) => b.front(page, tag, language))
      .then(
        (result) => current && setShown({ key, front: result.ok ? loaded(result.value) : failed(result.error) }),
        // The use case's chunk did not load (a deploy in between, the network): an error with "Try again", not a
        // skeleton forever.
        () => current && setShown({ key, front: failed(ErrorCode.NetworkUnavailable) }),
      );
    return () => void (current = false);
  }, [blog, page, tag, language, key]);
  return shown?.key === key ? shown.front : LOADING;
}
const LOADING: Loadable<never> = pending();

/** The featured post, the topics, a page of posts and the pager of /blog. */
export function BlogFront({ page, tag }: { page: number; tag: string | undefined }) {
  const { t, i18n } = useTranslation('blog');
  // A page of posts arrives in one update; drawing it is a transition React renders in slices.
  const [attempt, setAttempt] = useState(0);
  const front = useDeferredValue(useBlogFront(page, tag, i18n.language, attempt));
  // The featured cover is the landing's largest element: the runtime starts once it is painted (first-view.ts),
  // which is after the image has loaded and decoded, not when its element is created.
  const [coverShown, setCoverShown] = useState(false);
  const featured = front.status === 'success' && page === 1 ? front.value.featured : undefined;
  useFirstViewHold(front.status === 'error' || (front.status === 'success' && (!featured?.imageUrl || coverShown)));
  if (front.status === 'error') {
    return (
      <div className="blog-alert">
        <Alert type="error">{t('loadFailed')}</Alert>
        <Button variant="text" onClick={() => setAttempt((n) => n + 1)} data-testid="blog-retry">
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (front.status !== 'success') return <BlogFrontSkeleton featured={page === 1 && !tag} />;
  const { tags, list } = front.value;
  const showFeatured = featured !== undefined;
  return (
    <>
      <TagFilter tags={tags} active={tag} />
      {showFeatured && (
        <section aria-label={t('featured')} className="blog-featured-section" data-testid="blog-featured">
          <FeaturedPost post={featured} onCoverShown={() => setCoverShown(true)} />
        </section>
      )}
      <ul className="blog-grid" data-testid="blog-list">
        {list.posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} headingLevel={showFeatured ? 3 : 2} />
          </li>
        ))}
      </ul>
      <BlogPager page={list.page} pages={list.pages} hrefFor={(p) => listPath(p, tag)} />
    </>
  );
}

/** The topics as links; the one shown is `aria-current`. */
function TagFilter({ tags, active }: { tags: readonly BlogTag[]; active: string | undefined }) {
  const { t } = useTranslation('blog');
  return (
    <nav aria-label={t('tags')} className="blog-filter" data-testid="blog-tags">
      <ul className="blog-filter__list">
        <li>
          <Link to="/blog" className="blog-filter__chip" aria-current={active ? undefined : 'page'}>
            {t('allTags')}
          </Link>
        </li>
        {tags.map((x) => (
          <li key={x.slug}>
            <Link to={tagPath(x.slug)} className="blog-filter__chip" aria-current={x.slug === active ? 'page' : undefined}>
              {x.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
