import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageFromQuery, type BlogTag } from '../../domain/blog/blog-post';
import { BlogCard, BlogGridSkeleton, tagPath } from '../blog/blog-card';
import { BlogFrontStore } from '../blog/blog-front.store';
import { BlogHero } from '../blog/blog-hero';
import { BlogPager } from '../blog/blog-pager';
import { BlogSearchBox } from '../blog/blog-search-box';
import { FeaturedPost, FeaturedPostSkeleton } from '../blog/featured-post';
import { useInjection } from '../shared/container-context';
import { Link, useSearchParams } from '../shared/navigation';
import { usePageMeta } from '../site/use-page-meta';
import { PageSection } from '../ui/layout';
import { Alert, Skeleton } from '../ui/surface';

/** The address of one page of the list, optionally filtered by a tag (page 1 has no `page` parameter). */
const listPath = (page: number, tag: string | undefined): string => {
  const q = new URLSearchParams();
  if (tag) q.set('tag', tag);
  if (page > 1) q.set('page', String(page));
  const search = q.toString();
  return search ? `/blog?${search}` : '/blog';
};

/**
 * /blog: the featured post, a page of posts, tag filter and search. Page and tag live in the URL. The heading,
 * introduction and search paint at once; the list needs the container, so it suspends behind a placeholder
 * of the same boxes.
 */
export default function BlogPage() {
  const { t } = useTranslation('blog');
  const [params] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const tag = params.get('tag') || undefined;
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <PageSection>
      <BlogHero title={t('heading')} intro={t('intro')}><BlogSearchBox /></BlogHero>
      <Suspense fallback={<BlogFrontSkeleton featured={page === 1 && !tag} />}>
        <BlogFront page={page} tag={tag} />
      </Suspense>
    </PageSection>
  );
}

const BlogFront = observer(function BlogFront({ page, tag }: { page: number; tag: string | undefined }) {
  const { t } = useTranslation('blog');
  const store = useInjection(BlogFrontStore);
  useEffect(() => void store.load(page, tag), [store, page, tag]);
  const front = store.front;
  if (front.status === 'error') return <div className="blog-alert"><Alert type="error">{t('loadFailed')}</Alert></div>;
  if (front.status !== 'success') return <BlogFrontSkeleton featured={page === 1 && !tag} />;
  const { featured, tags, list } = front.value;
  const showFeatured = featured && page === 1;
  return (
    <>
      <TagFilter tags={tags} active={tag} />
      {showFeatured && (
        <section aria-label={t('featured')} className="blog-featured-section" data-testid="blog-featured">
          <FeaturedPost post={featured} />
        </section>
      )}
      <ul className="blog-grid" data-testid="blog-list">
        {list.posts.map((post) => <li key={post.id}><BlogCard post={post} headingLevel={showFeatured ? 3 : 2} /></li>)}
      </ul>
      <BlogPager page={list.page} pages={list.pages} hrefFor={(p) => listPath(p, tag)} />
    </>
  );
});

/** The topics as links; the one shown is `aria-current`. */
function TagFilter({ tags, active }: { tags: readonly BlogTag[]; active: string | undefined }) {
  const { t } = useTranslation('blog');
  return (
    <nav aria-label={t('tags')} className="blog-filter" data-testid="blog-tags">
      <ul className="blog-filter__list">
        <li><Link to="/blog" className="blog-filter__chip" aria-current={active ? undefined : 'page'}>{t('allTags')}</Link></li>
        {tags.map((x) => (
          <li key={x.slug}>
            <Link to={tagPath(x.slug)} className="blog-filter__chip" aria-current={x.slug === active ? 'page' : undefined}>{x.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The list while the container or the posts load: topics, the featured post on page 1, nine cards. */
function BlogFrontSkeleton({ featured }: { featured: boolean }) {
  return (
    <div aria-hidden="true">
      <div className="blog-filter blog-filter--skeleton">
        {[96, 72, 88, 80, 104].map((w, i) => <Skeleton key={i} width={w} height="var(--ex-control-height)" style={{ borderRadius: 'calc(var(--ex-control-height) / 2)' }} />)}
      </div>
      {featured && <div className="blog-featured-section"><FeaturedPostSkeleton /></div>}
      <BlogGridSkeleton count={9} />
    </div>
  );
}
