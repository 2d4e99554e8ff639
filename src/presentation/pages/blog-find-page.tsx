import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { pageFromQuery } from '../../domain/blog/blog-post';
import { SearchResultsSkeleton } from '../blog/blog-card';
import { BlogHero } from '../blog/blog-hero';
import { BlogSearchBox } from '../blog/blog-search-box';
import { useSearchParams } from '../shared/navigation';
import { runtimeLazy } from '../shared/runtime-lazy';
import { usePageMeta } from '../site/use-page-meta';
import { PageSection } from '../ui/layout';

/** The results: the search store's, after the runtime (a light page's first view holds no store). */
const SearchResults = runtimeLazy(() => import('../blog/blog-search-results'));

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
        <Suspense fallback={<SearchResultsSkeleton />}>
          <SearchResults q={q} page={page} />
        </Suspense>
      )}
    </PageSection>
  );
}
