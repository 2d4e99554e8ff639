import { Alert, Col, Empty, Row, Skeleton, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { pageFromQuery } from '../../domain/blog/blog-post';
import { BlogCard } from '../blog/blog-card';
import { BlogPager } from '../blog/blog-pager';
import { BlogSearchBox } from '../blog/blog-search-box';
import { BlogSearchStore } from '../blog/blog-search.store';
import { useInjection } from '../shared/container-context';
import { SiteHero } from '../site/site-hero';
import { usePageMeta } from '../site/use-page-meta';
import { PageSection } from './page-section';

/** /blog/find?q=: search over titles and excerpts, ten results a page. */
export default observer(function BlogFindPage() {
  const { t } = useTranslation('blog');
  const { token } = theme.useToken();
  const store = useInjection(BlogSearchStore);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFromQuery(params.get('page'));
  usePageMeta({ title: q ? t('find.titleFor', { query: q }) : t('find.title'), description: t('meta.description') });
  useEffect(() => void store.search(q, page), [store, q, page]);
  const hits = store.hits;
  return (
    <PageSection>
      <SiteHero title={t('find.title')} intro={t('find.intro')}><BlogSearchBox initial={q} /></SiteHero>
      {hits.status === 'pending' && <Skeleton active paragraph={{ rows: 6 }} />}
      {hits.status === 'error' && <Alert type="error" showIcon message={t('loadFailed')} />}
      {hits.status === 'success' && (
        <>
          <Typography.Paragraph type="secondary" aria-live="polite" data-testid="search-count">{t('find.count', { count: hits.value.length, query: q })}</Typography.Paragraph>
          {hits.value.length === 0 ? <Empty description={t('find.none')} /> : (
            <Row gutter={[token.marginMD, token.marginMD]} data-testid="search-results">
              {store.visible.map((post) => <Col key={post.id} xs={24} md={12}><BlogCard post={post} headingLevel={2} /></Col>)}
            </Row>
          )}
          <BlogPager page={store.page} pages={store.pages} onChange={(p) => setParams({ q, page: String(p) })} />
        </>
      )}
    </PageSection>
  );
});
