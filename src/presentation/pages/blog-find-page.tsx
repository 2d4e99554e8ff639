import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageFromQuery } from '../../domain/blog/blog-post';
import { BlogCard, BlogGridSkeleton, SkeletonLines } from '../blog/blog-card';
import { BlogHero } from '../blog/blog-hero';
import { BlogPager } from '../blog/blog-pager';
import { BlogSearchBox } from '../blog/blog-search-box';
import { BlogSearchStore } from '../blog/blog-search.store';
import { useInjection } from '../shared/container-context';
import { useSearchParams } from '../shared/navigation';
import { usePageMeta } from '../site/use-page-meta';
import { PageSection } from '../ui/layout';
import { Alert } from '../ui/surface';

const findPath = (q: string, page: number) => `/blog/find?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`;

/**
 * /blog/find?q=: search over titles and excerpts, ten results a page. The heading and the search field paint at
 * once; the results need the container, so they suspend behind a placeholder of the same boxes.
 */
export default function BlogFindPage() {
  const { t } = useTranslation('blog');
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFromQuery(params.get('page'));
  usePageMeta({ title: q ? t('find.titleFor', { query: q }) : t('find.title'), description: t('meta.description') });
  return (
    <PageSection>
      <BlogHero title={t('find.title')} intro={t('find.intro')}>
        <BlogSearchBox initial={q} />
      </BlogHero>
      {q.trim() !== '' && (
        <Suspense fallback={<ResultsSkeleton />}>
          <SearchResults q={q} page={page} />
        </Suspense>
      )}
    </PageSection>
  );
}

const SearchResults = observer(function SearchResults({ q, page }: { q: string; page: number }) {
  const { t, i18n } = useTranslation('blog');
  const store = useInjection(BlogSearchStore);
  useEffect(() => void store.search(q, i18n.language, page), [store, q, i18n.language, page]);
  const hits = store.hits;
  if (hits.status === 'error')
    return (
      <div className="blog-alert">
        <Alert type="error">{t('loadFailed')}</Alert>
      </div>
    );
  if (hits.status !== 'success') return <ResultsSkeleton />;
  return (
    <>
      <p className="blog-count" aria-live="polite" data-testid="search-count">
        {t('find.count', { count: hits.value.length, query: q })}
      </p>
      {hits.value.length === 0 ? (
        <div className="blog-empty">
          <p>{t('find.none')}</p>
        </div>
      ) : (
        <ul className="blog-grid blog-grid--two" data-testid="search-results">
          {store.visible.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <BlogPager page={store.page} pages={store.pages} hrefFor={(p) => findPath(q, p)} />
    </>
  );
});

/** The results while the container or the search index load: the count line and four cards. */
function ResultsSkeleton() {
  return (
    <div aria-hidden="true">
      <SkeletonLines count={1} className="blog-count" last="220px" />
      <BlogGridSkeleton count={4} className="blog-grid--two" />
    </div>
  );
}
