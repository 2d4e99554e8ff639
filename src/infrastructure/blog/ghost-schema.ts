import { z } from 'zod';
import type { BlogAuthor, BlogPost, BlogPostSummary, BlogTag } from '../../domain/blog/blog-post';

const tagSchema = z.object({ slug: z.string().min(1), name: z.string(), visibility: z.string().optional() });
const authorSchema = z.object({ slug: z.string().min(1), name: z.string(), profile_image: z.string().nullish(), bio: z.string().nullish() });

/** A Ghost post as the content API answers it (only what the site reads; extra fields are ignored). */
export const ghostPostSchema = z.object({
  id: z.string().min(1),
  slug: z.string().min(1).max(200),
  title: z.string().max(500),
  html: z.string().nullish(),
  feature_image: z.string().nullish(),
  featured: z.boolean().default(false),
  published_at: z.string().min(1),
  custom_excerpt: z.string().nullish(),
  excerpt: z.string().nullish(),
  reading_time: z.number().int().nonnegative().optional(),
  tags: z.array(tagSchema).default([]),
  authors: z.array(authorSchema).default([]),
  primary_tag: tagSchema.nullish(),
});
export type GhostPost = z.infer<typeof ghostPostSchema>;

const paginationSchema = z.object({
  page: z.number().int().min(1), pages: z.number().int().min(0), total: z.number().int().min(0),
});
export const ghostPostsSchema = z.object({ posts: z.array(ghostPostSchema), meta: z.object({ pagination: paginationSchema }).optional() });
export const ghostTagsSchema = z.object({ tags: z.array(tagSchema) });

/** Images: only http(s), site-relative and data:image URLs are shown. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/i.test(url) ? url : null;
}

const toTag = (t: z.infer<typeof tagSchema>): BlogTag => ({ slug: t.slug, name: t.name });
const isPublic = (t: z.infer<typeof tagSchema>) => t.visibility !== 'internal' && !t.name.startsWith('#');
const toAuthor = (a: z.infer<typeof authorSchema>): BlogAuthor => ({ name: a.name, slug: a.slug, imageUrl: safeImageUrl(a.profile_image), bio: a.bio ?? null });

/** The post's language from an internal `#lang-xx` tag (`en` when none). */
function languageOf(p: GhostPost): string {
  const tag = p.tags.find((t) => t.name.startsWith('#lang-'));
  return tag ? tag.name.slice('#lang-'.length) : 'en';
}

export function toSummary(p: GhostPost): BlogPostSummary {
  const tags = p.tags.filter(isPublic).map(toTag);
  const excerpt = (p.custom_excerpt ?? p.excerpt ?? '').replace(/\s+/g, ' ').trim();
  return {
    id: p.id, slug: p.slug, title: p.title, excerpt, imageUrl: safeImageUrl(p.feature_image), featured: p.featured,
    publishedAt: p.published_at, readingMinutes: Math.max(1, p.reading_time ?? 1), tags,
    primaryTag: p.primary_tag && isPublic(p.primary_tag) ? toTag(p.primary_tag) : (tags[0] ?? null),
    authors: p.authors.map(toAuthor), language: languageOf(p),
  };
}

export function toPost(p: GhostPost): BlogPost {
  return { ...toSummary(p), html: p.html ?? '' };
}
