import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BlogCard, SearchResultsSkeleton } from './blog-card';
import { BlogPager } from './blog-pager';
import { BlogSearchStore } from './blog-search.store';
import { useInjection } from '../shared/container-context';
import { Alert } from '../ui/surface';

const findPath = (q: string, page: number) => `/blog/find?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`;

/**
 * The search's results, ten a page (`/blog/find?q=`): the search store's, so the page loads them after the runtime
 * (`runtimeLazy`), behind `SearchResultsSkeleton`.
 */
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
  if (hits.status !== 'success') return <SearchResultsSkeleton />;
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

export default SearchResults;
