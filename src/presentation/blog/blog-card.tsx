import { Card, Flex, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '../../domain/blog/blog-post';
import { localeInfo, toSupportedLocale } from '../../domain/shared/locale';

/** The HTML lang of a post written in one of the app's locales. */
export const htmlLang = (language: string) => localeInfo(toSupportedLocale(language)).regionalTag;

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(htmlLang(language), { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A post's tag, title (the link), excerpt, date and reading time. */
export function BlogCardText({ post, large, headingLevel = 3 }: { post: BlogPostSummary; large?: boolean; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('blog');
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginXS}>
      {post.primaryTag && <Link to={`/blog?tag=${encodeURIComponent(post.primaryTag.slug)}`}><Tag color="blue">{post.primaryTag.name}</Tag></Link>}
      <Typography.Title level={headingLevel} lang={htmlLang(post.language)} style={{ fontSize: large ? token.fontSizeHeading3 : token.fontSizeLG, margin: 0 }}>
        <Link to={`/blog/${encodeURIComponent(post.slug)}`}>{post.title}</Link>
      </Typography.Title>
      <Typography.Paragraph type="secondary" lang={htmlLang(post.language)} ellipsis={{ rows: large ? 4 : 3 }} style={{ margin: 0 }}>{post.excerpt}</Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {formatDate(post.publishedAt, i18n.language)} · {t('minRead', { count: post.readingMinutes })}
      </Typography.Text>
    </Flex>
  );
}

/** A post in a list: cover above the text. */
export function BlogCard({ post, headingLevel = 3 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const { token } = theme.useToken();
  return (
    <Card hoverable style={{ height: '100%', overflow: 'hidden' }} styles={{ body: { padding: token.paddingLG } }} data-testid="blog-card"
      cover={post.imageUrl ? <img src={post.imageUrl} alt="" width={1200} height={630} loading="lazy" style={{ aspectRatio: '1200 / 630', objectFit: 'cover', height: 'auto' }} /> : undefined}>
      <BlogCardText post={post} headingLevel={headingLevel} />
    </Card>
  );
}
