import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogAuthor } from '../../domain/blog/blog-post';
import { NotFoundPage } from './not-found-page';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { usePageMeta } from '../site/use-page-meta';
import { Alert } from '../ui/surface';
import { Title } from '../ui/typography';
import { ArticleFrame, ArticleSkeleton } from '../blog/article-frame';
import { BlogArticleStore } from '../blog/blog-article.store';
import { BlogCard, COVER, formatDate, htmlLang, tagPath } from '../blog/blog-card';
import { cmsInnerHtml } from '../blog/sanitize-html';
import { ShareLinks } from '../blog/share-links';

/** One article (CMS HTML sanitised before render), reading time, share links and related posts: the article store's. */
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
          <ShareLinks url={window.location.href} title={article.post.title} />
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

export default BlogArticle;
