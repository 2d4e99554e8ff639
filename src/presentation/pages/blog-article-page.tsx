import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleFrame, ArticleSkeleton } from '../blog/article-frame';
import { useParams } from '../shared/navigation';
import { runtimeLazy } from '../shared/runtime-lazy';
import { usePageMeta } from '../site/use-page-meta';

/** The article: the article store's, after the runtime (a light page's first view holds no store). */
const BlogArticle = runtimeLazy(() => import('./blog-article-view'));

/** /blog/{id}: one article (CMS HTML sanitised before render), reading time, share links and related posts. */
export default function BlogArticlePage() {
  const { id = '' } = useParams();
  return (
    <Suspense fallback={<ArticleLoading />}>
      <BlogArticle id={id} />
    </Suspense>
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
