import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogAuthor } from '../../domain/blog/blog-post';
import { BlogArticleStore } from '../blog/blog-article.store';
import { BlogCard, COVER, formatDate, htmlLang, SkeletonLines, tagPath } from '../blog/blog-card';
import { cmsInnerHtml } from '../blog/sanitize-html';
import { useInjection } from '../shared/container-context';
import { Link, useParams } from '../shared/navigation';
import { runtimeLazy } from '../shared/runtime-lazy';
import { usePageMeta } from '../site/use-page-meta';
import { PageSection } from '../ui/layout';
import { Alert, Skeleton } from '../ui/surface';
import { Title } from '../ui/typography';
import { NotFoundPage } from './not-found-page';

const BackIcon = () => (
  <svg className="blog-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M13 8H3m4-4L3 8l4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** /blog/{id}: one article (CMS HTML sanitised before render), reading time, share links and related posts. */
export default function BlogArticlePage() {
  const { id = '' } = useParams();
  return (
    <Suspense fallback={<ArticleLoading />}>
      <BlogArticle id={id} />
    </Suspense>
  );
}

/** The column of an article and the way back to the list; the same while the article loads. */
function ArticleFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('blog');
  return (
    <PageSection className="blog-article-section">
      <Link to="/blog" className="blog-back">
        <BackIcon />
        {t('back')}
      </Link>
      {children}
    </PageSection>
  );
}

/**
 * The share row after the runtime: its copy action is the clipboard use case, whose modules (the notifier, the ports)
 * are the runtime's kernel, never part of a light page's first view (`lightPagesGuard`, vite.config.ts).
 */
const ShareLinks = runtimeLazy(() => import('../blog/share-links').then((module) => ({ default: module.ShareLinks })));

const BlogArticle = observer(function BlogArticle({ id }: { id: string }) {
  const { t, i18n } = useTranslation('blog');
  const store = useInjection(BlogArticleStore);
  useEffect(() => void store.load(id, i18n.language), [store, id, i18n.language]);
  const state = store.article;
  const article = state.status === 'success' ? state.value : undefined;
  const html = useMemo(() => cmsInnerHtml(article ? article.post.html : ''), [article]);
  usePageMeta({
    title: article?.post.title ?? t('meta.title'),
    description: article?.post.excerpt ?? t('meta.description'),
    image: article?.post.imageUrl ?? undefined,
    type: 'article',
  });

  if (state.status === 'success' && !article) return <NotFoundPage />;
  return (
    <ArticleFrame>
      {state.status === 'error' && (
        <div className="blog-alert blog-alert--spaced">
          <Alert type="error">{t('loadFailed')}</Alert>
        </div>
      )}
      {(state.status === 'pending' || state.status === 'idle') && <ArticleSkeleton />}
      {article && (
        <article lang={htmlLang(article.post.language)} className="blog-article" data-testid="blog-article">
          {article.post.tags.length > 0 && (
            <div className="blog-article__tags">
              {article.post.tags.map((x) => (
                <Link key={x.slug} className="blog-chip" to={tagPath(x.slug)}>
                  {x.name}
                </Link>
              ))}
            </div>
          )}
          <Title level={1} className="blog-article__title" data-testid="page-title">
            {article.post.title}
          </Title>
          <div className="blog-byline">
            {article.post.authors.map((a) => (
              <Author key={a.slug} author={a} />
            ))}
            <span>
              <time dateTime={article.post.publishedAt}>{formatDate(article.post.publishedAt, i18n.language)}</time>
              {' · '}
              <span data-testid="reading-time">{t('minRead', { count: article.post.readingMinutes })}</span>
            </span>
          </div>
          {article.post.imageUrl && (
            <img className="blog-article__cover" src={article.post.imageUrl} alt="" {...COVER} fetchPriority="high" />
          )}
          {/* CMS HTML is untrusted: only sanitizeCmsHtml's output is ever rendered (TrustedHTML where supported). */}
          <div className="blog-body" data-testid="blog-body" dangerouslySetInnerHTML={html} />
          <hr className="blog-divider" />
          <Suspense fallback={<div className="blog-share blog-share--pending" />}>
            <ShareLinks url={window.location.href} title={article.post.title} />
          </Suspense>
        </article>
      )}
      {article && article.related.length > 0 && (
        <section aria-labelledby="related-title" className="blog-related" data-testid="blog-related">
          <Title level={2} id="related-title" className="blog-related__title">
            {t('related')}
          </Title>
          <ul className="blog-grid blog-grid--related">
            {article.related.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </ArticleFrame>
  );
});

/** An author's picture (or initial) and name. */
function Author({ author }: { author: BlogAuthor }) {
  return (
    <span className="blog-byline__author">
      {author.imageUrl ? (
        <img className="blog-avatar" src={author.imageUrl} alt="" width={24} height={24} />
      ) : (
        <span className="blog-avatar" aria-hidden="true">
          {author.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      {author.name}
    </span>
  );
}

/** Before the container is ready: the frame, the default head tags and the article's placeholder. */
function ArticleLoading() {
  const { t } = useTranslation('blog');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), type: 'article' });
  return (
    <ArticleFrame>
      <ArticleSkeleton />
    </ArticleFrame>
  );
}

/** The article while it loads: tags, a two-line title, the byline, the cover and the first paragraphs. */
function ArticleSkeleton() {
  return (
    <div className="blog-article" aria-hidden="true">
      <div className="blog-article__tags">
        <Skeleton width={72} height="var(--ex-control-height-sm)" />
        <Skeleton width={88} height="var(--ex-control-height-sm)" />
      </div>
      <SkeletonLines count={2} className="ex-title blog-article__title" last="70%" />
      <div className="blog-byline">
        <Skeleton width={240} height="var(--ex-control-height-sm)" />
      </div>
      <Skeleton className="blog-article__cover" height="auto" style={{ aspectRatio: `${COVER.width} / ${COVER.height}` }} />
      <SkeletonLines count={12} className="blog-body" last="40%" />
    </div>
  );
}
