import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Avatar, Col, Divider, Flex, Row, Skeleton, Tag, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { BlogArticleStore } from '../blog/blog-article.store';
import { BlogCard, formatDate, htmlLang } from '../blog/blog-card';
import { sanitizeCmsHtml } from '../blog/sanitize-html';
import { ShareLinks } from '../blog/share-links';
import { useInjection } from '../shared/container-context';
import { usePageMeta } from '../site/use-page-meta';
import { NotFoundPage } from './not-found-page';
import { PageSection } from './page-section';

const BODY_STYLE = { fontSize: 17, lineHeight: 1.7, overflowWrap: 'anywhere' } as const;

/** /blog/{id}: one article (CMS HTML sanitised before render), reading time, share links and related posts. */
export default observer(function BlogArticlePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('blog');
  const { token } = theme.useToken();
  const store = useInjection(BlogArticleStore);
  useEffect(() => void store.load(id), [store, id]);
  const state = store.article;
  const article = state.status === 'success' ? state.value : undefined;
  const html = useMemo(() => (article ? sanitizeCmsHtml(article.post.html) : ''), [article]);
  usePageMeta({
    title: article?.post.title ?? t('meta.title'), description: article?.post.excerpt ?? t('meta.description'),
    image: article?.post.imageUrl ?? undefined, type: 'article',
  });

  if (state.status === 'success' && !article) return <NotFoundPage />;
  return (
    <PageSection style={{ maxWidth: 860 }}>
      <Link to="/blog"><ArrowLeftOutlined /> {t('back')}</Link>
      {state.status === 'error' && <Alert type="error" showIcon message={t('loadFailed')} style={{ marginTop: token.marginLG }} />}
      {(state.status === 'pending' || state.status === 'idle') && <Skeleton active paragraph={{ rows: 12 }} style={{ marginTop: token.marginLG, minHeight: '100vh' }} />}
      {article && (
        <article lang={htmlLang(article.post.language)} data-testid="blog-article">
          <Flex wrap gap={token.marginXS} style={{ marginTop: token.marginLG }}>
            {article.post.tags.map((x) => <Link key={x.slug} to={`/blog?tag=${encodeURIComponent(x.slug)}`}><Tag>{x.name}</Tag></Link>)}
          </Flex>
          <Typography.Title level={1} data-testid="page-title" style={{ marginTop: token.marginSM, fontSize: 'clamp(28px, 5vw, 40px)' }}>{article.post.title}</Typography.Title>
          <Flex wrap align="center" gap={token.marginSM} style={{ marginBottom: token.marginLG }}>
            {article.post.authors.map((a) => (
              <Flex key={a.slug} align="center" gap={token.marginXS}>
                <Avatar src={a.imageUrl ?? undefined} alt="" size="small">{a.name[0]}</Avatar>
                <Typography.Text strong>{a.name}</Typography.Text>
              </Flex>
            ))}
            <Typography.Text type="secondary">
              {formatDate(article.post.publishedAt, i18n.language)} · <span data-testid="reading-time">{t('minRead', { count: article.post.readingMinutes })}</span>
            </Typography.Text>
          </Flex>
          {article.post.imageUrl && (
            <img src={article.post.imageUrl} alt="" width={1200} height={630} style={{ width: '100%', height: 'auto', borderRadius: token.borderRadiusLG, marginBottom: token.marginLG }} />
          )}
          <div className="cms-body" style={BODY_STYLE} data-testid="blog-body" dangerouslySetInnerHTML={{ __html: html }} />
          <Divider />
          <ShareLinks url={window.location.href} title={article.post.title} />
        </article>
      )}
      {article && article.related.length > 0 && (
        <section aria-labelledby="related-title" style={{ marginTop: token.marginXL }} data-testid="blog-related">
          <Typography.Title level={2} id="related-title" style={{ fontSize: token.fontSizeHeading3 }}>{t('related')}</Typography.Title>
          <Row gutter={[token.marginMD, token.marginMD]}>
            {article.related.map((post) => <Col key={post.id} xs={24} md={8}><BlogCard post={post} /></Col>)}
          </Row>
        </section>
      )}
    </PageSection>
  );
});
