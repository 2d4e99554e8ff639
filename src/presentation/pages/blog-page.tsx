import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageFromQuery } from '../../domain/blog/blog-post';
import { BlogHero } from '../blog/blog-hero';
import { BlogSearchBox } from '../blog/blog-search-box';
import { BlogFrontSkeleton } from '../blog/blog-front-skeleton';
import { BlogFront } from '../blog/blog-front';
import { prepareCardDates } from '../blog/blog-card';
import { useSearchParams } from '../shared/navigation';
import { usePageMeta } from '../site/use-page-meta';
import { PageSection } from '../ui/layout';

/**
 * /blog: the featured post, a page of posts, tag filter and search. Page and tag live in the URL. The heading,
 * introduction and search paint at once; the list waits for the blog's use case (built by the light phase, no
 * container needed) and the CMS behind a placeholder of the same boxes.
 */
export default function BlogPage() {
  const { t, i18n } = useTranslation('blog');
  const [params] = useSearchParams();
  useEffect(() => prepareCardDates(i18n.language), [i18n.language]);
  const page = pageFromQuery(params.get('page'));
  const tag = params.get('tag') || undefined;
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <PageSection>
      <BlogHero title={t('heading')} intro={t('intro')}>
        <BlogSearchBox />
      </BlogHero>
      <Suspense fallback={<BlogFrontSkeleton featured={page === 1 && !tag} />}>
        <BlogFront page={page} tag={tag} />
      </Suspense>
    </PageSection>
  );
}
