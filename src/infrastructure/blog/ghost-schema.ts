import * as z from 'zod/mini';
import type { BlogAuthor, BlogPost, BlogPostSummary, BlogTag } from '../../domain/blog/blog-post';

const nonEmpty = z.string().check(z.minLength(1));
const maybeText = z.nullish(z.string());
const count = (min: number) => z.int().check(z.gte(min));

const tagSchema = z.object({ slug: nonEmpty, name: z.string(), visibility: z.optional(z.string()) });
const authorSchema = z.object({ slug: nonEmpty, name: z.string(), profile_image: maybeText, bio: maybeText });

/** A Ghost post as the content API answers it (only what the site reads; extra fields are ignored). */
export const ghostPostSchema = z.object({
  id: nonEmpty,
  slug: z.string().check(z.minLength(1), z.maxLength(200)),
  title: z.string().check(z.maxLength(500)),
  html: maybeText,
  feature_image: maybeText,
  featured: z._default(z.boolean(), false),
  published_at: nonEmpty,
  custom_excerpt: maybeText,
  excerpt: maybeText,
  reading_time: z.optional(count(0)),
  tags: z._default(z.array(tagSchema), []),
  authors: z._default(z.array(authorSchema), []),
  primary_tag: z.nullish(tagSchema),
});
export type GhostPost = z.infer<typeof ghostPostSchema>;

const paginationSchema = z.object({ page: count(1), pages: count(0), total: count(0) });
export const ghostPostsSchema = z.object({ posts: z.array(ghostPostSchema), meta: z.optional(z.object({ pagination: paginationSchema })) });
export const ghostTagsSchema = z.object({ tags: z.array(tagSchema) });

/** Images: only http(s), site-relative and data:image URLs are shown. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/i.test(url) ? url : null;
}

const toTag = (t: z.infer<typeof tagSchema>): BlogTag => ({ slug: t.slug, name: t.name });
const isPublic = (t: z.infer<typeof tagSchema>) => t.visibility !== 'internal' && !t.name.startsWith('#');
const toAuthor = (a: z.infer<typeof authorSchema>): BlogAuthor => ({
  name: a.name,
  slug: a.slug,
  imageUrl: safeImageUrl(a.profile_image),
  bio: a.bio ?? null,
});

/** The post's language from an internal `#lang-xx` tag (`en` when none). */
function languageOf(p: GhostPost): string {
  const tag = p.tags.find((t) => t.name.startsWith('#lang-'));
  return tag ? tag.name.slice('#lang-'.length) : 'en';
}

export function toSummary(p: GhostPost): BlogPostSummary {
  const tags = p.tags.filter(isPublic).map(toTag);
  const excerpt = (p.custom_excerpt ?? p.excerpt ?? '').replace(/\s+/g, ' ').trim();
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt,
    imageUrl: safeImageUrl(p.feature_image),
    featured: p.featured,
    publishedAt: p.published_at,
    readingMinutes: Math.max(1, p.reading_time ?? 1),
    tags,
    primaryTag: p.primary_tag && isPublic(p.primary_tag) ? toTag(p.primary_tag) : (tags[0] ?? null),
    authors: p.authors.map(toAuthor),
    language: languageOf(p),
  };
}

export function toPost(p: GhostPost): BlogPost {
  return { ...toSummary(p), html: p.html ?? '' };
}
