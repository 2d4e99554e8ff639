import type * as z from 'zod/mini';
import type { AppConfig } from '../../application/shared/app-config';
import type { BlogContentPort, BlogListQuery } from '../../application/blog/ports/blog-content.port';
import { readingMinutes } from '../../domain/blog/blog-post';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok, type Result } from '../../domain/shared/result';
import { absoluteUrl } from '../config/load-app-config';
import { ghostPostsSchema, ghostTagsSchema, toPost, toSummary } from './ghost-schema';

export interface GhostContentOptions {
  /** `{blogApiBase}/ghost/api/content`, absolute. */
  readonly baseUrl: string;
  readonly key: string;
  /** The transport (tests pass a fake); the browser's `fetch` by default. */
  readonly fetch?: typeof fetch;
}

/** Where the configured CMS answers: `{blogApiBase}/ghost/api/content` made absolute against this page's origin. */
export function ghostContentOptions(config: Pick<AppConfig, 'blogApiBase' | 'blogApiKey'>, origin: string): GhostContentOptions {
  return { baseUrl: `${absoluteUrl(config.blogApiBase, origin).replace(/\/$/, '')}/ghost/api/content`, key: config.blogApiKey };
}

const TIMEOUT_MS = 15_000;

/** Quotes a value for Ghost's filter language. */
const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The slug of a language's internal tag: `#lang-zh-Hans` is `hash-lang-zh-hans` (simulator/blog/blog-model.ts). */
export const languageTagSlug = (language: string): string => `hash-lang-${language.toLowerCase().replace(/[^a-z0-9-]/g, '')}`;

/**
 * Ghost's filter for a list query: `tag:x+featured:true+slug:-y+tag:-[hash-lang-a,hash-lang-b]`. The languages are
 * one exclusion clause: it keeps posts without a language tag and lets the CMS count the pages.
 */
export function ghostFilter(q: Pick<BlogListQuery, 'tag' | 'featured' | 'excludeSlug' | 'excludeLanguages'>): string | undefined {
  const clauses = [
    q.tag ? `tag:${quote(q.tag)}` : undefined,
    q.featured !== undefined ? `featured:${q.featured}` : undefined,
    q.excludeSlug ? `slug:-${quote(q.excludeSlug)}` : undefined,
    q.excludeLanguages?.length ? `tag:-[${q.excludeLanguages.map(languageTagSlug).join(',')}]` : undefined,
  ].filter(Boolean);
  return clauses.length ? clauses.join('+') : undefined;
}

/**
 * The Ghost-style content API (docs/protocol.md "Blog content API"); every answer is read with zod. Plain `fetch`
 * and no DI decorators: the light phase builds it before the container for the blog's landing (docs/adr/0010).
 */
export class GhostContentApi implements BlogContentPort {
  constructor(private readonly options: GhostContentOptions) {}

  async listPosts(q: BlogListQuery) {
    const res = await this.get('/posts/', ghostPostsSchema, {
      include: 'tags,authors',
      limit: q.limit,
      page: q.page,
      filter: ghostFilter(q),
      fields: SUMMARY_FIELDS,
    });
    if (!res.ok) return res;
    const p = res.value.meta?.pagination ?? { page: q.page, pages: 1, total: res.value.posts.length };
    return ok({ posts: res.value.posts.map(toSummary), page: p.page, pages: Math.max(1, p.pages), total: p.total });
  }

  async postBySlug(slug: string) {
    const res = await this.get(`/posts/slug/${encodeURIComponent(slug)}/`, ghostPostsSchema, { include: 'tags,authors' });
    if (!res.ok) return res.error === ErrorCode.ResourceNotFound ? ok(undefined) : res;
    const raw = res.value.posts[0];
    if (!raw) return ok(undefined);
    const post = toPost(raw);
    return ok(raw.reading_time ? post : { ...post, readingMinutes: readingMinutes(post.html) });
  }

  async allSummaries() {
    const res = await this.get('/posts/', ghostPostsSchema, { include: 'tags,authors', limit: 'all', fields: SUMMARY_FIELDS });
    return res.ok ? ok(res.value.posts.map(toSummary)) : res;
  }

  async tags() {
    const res = await this.get('/tags/', ghostTagsSchema, { limit: 'all' });
    return res.ok
      ? ok(
          res.value.tags.filter((t) => t.visibility !== 'internal' && !t.name.startsWith('#')).map((t) => ({ slug: t.slug, name: t.name })),
        )
      : res;
  }

  private async get<T>(
    path: string,
    schema: z.ZodMiniType<T>,
    params: Record<string, string | number | undefined>,
  ): Promise<Result<T, ErrorCode>> {
    const url = new URL(`${this.options.baseUrl}${path}`);
    for (const [name, value] of Object.entries({ key: this.options.key, ...params })) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      return err(ErrorCode.NetworkUnavailable); // offline, refused or timed out
    }
    if (response.status === 404) return err(ErrorCode.ResourceNotFound);
    if (response.status === 401 || response.status === 403) return err(ErrorCode.Unauthorized);
    if (!response.ok) return err(ErrorCode.ServerError);
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(body);
    return parsed.success ? ok(parsed.data) : err(ErrorCode.InvalidResponse);
  }
}

const SUMMARY_FIELDS = 'id,slug,title,feature_image,featured,published_at,custom_excerpt,excerpt,reading_time';
