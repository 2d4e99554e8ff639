import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogTag } from '../../domain/blog/blog-post';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { Alert } from '../ui/surface';
import { BlogCard, tagPath } from './blog-card';
import { BlogFrontStore } from './blog-front.store';
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

/** The featured post, the topics, a page of posts and the pager of /blog (the page renders it once the container is ready). */
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


export default BlogFront;
