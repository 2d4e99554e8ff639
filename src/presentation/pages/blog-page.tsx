import { Alert, Col, Flex, Row, Skeleton, Tag, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { pageFromQuery } from '../../domain/blog/blog-post';
import { BlogCard } from '../blog/blog-card';
import { BlogFrontStore } from '../blog/blog-front.store';
import { FeaturedPost } from '../blog/featured-post';
import { BlogPager } from '../blog/blog-pager';
import { BlogSearchBox } from '../blog/blog-search-box';
import { useInjection } from '../shared/container-context';
import { SiteHero } from '../site/site-hero';
import { usePageMeta } from '../site/use-page-meta';
import { PageSection } from './page-section';

/** /blog: the featured post, a page of posts, tag filter and search. Page and tag live in the URL. */
export default observer(function BlogPage() {
  const { t } = useTranslation('blog');
  const { token } = theme.useToken();
  const store = useInjection(BlogFrontStore);
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const tag = params.get('tag') ?? undefined;
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  useEffect(() => void store.load(page, tag), [store, page, tag]);
  const front = store.front;
  const go = (next: { page?: number; tag?: string }) => {
    const q = new URLSearchParams();
    if (next.tag) q.set('tag', next.tag);
    if (next.page && next.page > 1) q.set('page', String(next.page));
    setParams(q);
    window.scrollTo(0, 0);
  };
  return (
    <PageSection>
      <SiteHero title={t('heading')} intro={t('intro')}><BlogSearchBox /></SiteHero>
      {front.status === 'error' && <Alert type="error" showIcon message={t('loadFailed')} />}
      {front.status !== 'success' && front.status !== 'error' && <Skeleton active paragraph={{ rows: 8 }} style={{ minHeight: '100vh' }} />}
      {front.status === 'success' && (
        <>
          <Flex wrap gap={token.marginXS} style={{ marginBottom: token.marginLG }} role="navigation" aria-label={t('tags')} data-testid="blog-tags">
            <Link to="/blog"><Tag color={!tag ? 'blue' : undefined}>{t('allTags')}</Tag></Link>
            {front.value.tags.map((x) => (
              <Link key={x.slug} to={`/blog?tag=${encodeURIComponent(x.slug)}`} aria-current={x.slug === tag ? 'page' : undefined}>
                <Tag color={x.slug === tag ? 'blue' : undefined}>{x.name}</Tag>
              </Link>
            ))}
          </Flex>
          {front.value.featured && page === 1 && (
            <section aria-label={t('featured')} style={{ marginBottom: token.marginXL }} data-testid="blog-featured">
              <FeaturedPost post={front.value.featured} />
            </section>
          )}
          <Row gutter={[token.marginMD, token.marginMD]} data-testid="blog-list">
            {front.value.list.posts.map((post) => (
              <Col key={post.id} xs={24} md={12} lg={8}><BlogCard post={post} headingLevel={front.value.featured && page === 1 ? 3 : 2} /></Col>
            ))}
          </Row>
          <BlogPager page={front.value.list.page} pages={front.value.list.pages} onChange={(p) => go({ page: p, tag })} />
        </>
      )}
    </PageSection>
  );
});
