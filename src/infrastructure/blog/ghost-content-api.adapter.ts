import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { inject, injectable } from 'inversify';
import type { z } from 'zod';
import type { BlogContentPort, BlogListQuery } from '../../application/blog/ports/blog-content.port';
import { token } from '../../application/shared/token';
import { readingMinutes } from '../../domain/blog/blog-post';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok, type Result } from '../../domain/shared/result';
import { ghostPostsSchema, ghostTagsSchema, toPost, toSummary } from './ghost-schema';

export interface GhostContentOptions {
  /** `{blogApiBase}/ghost/api/content`, absolute. */
  readonly baseUrl: string;
  readonly key: string;
  readonly adapter?: AxiosAdapter;
}
export const GhostContentOptions = token<GhostContentOptions>('GhostContentOptions');

/** Quotes a value for Ghost's filter language. */
const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Ghost's filter for a list query: `tag:x+featured:true+slug:-y`. */
export function ghostFilter(q: Pick<BlogListQuery, 'tag' | 'featured' | 'excludeSlug'>): string | undefined {
  const clauses = [
    q.tag ? `tag:${quote(q.tag)}` : undefined,
    q.featured !== undefined ? `featured:${q.featured}` : undefined,
    q.excludeSlug ? `slug:-${quote(q.excludeSlug)}` : undefined,
  ].filter(Boolean);
  return clauses.length ? clauses.join('+') : undefined;
}

/** The Ghost-style content API (docs/protocol.md "Blog content API"); every answer is read with zod. */
@injectable()
export class GhostContentApi implements BlogContentPort {
  private readonly http: AxiosInstance;

  constructor(@inject(GhostContentOptions) private readonly options: GhostContentOptions) {
    this.http = axios.create({ baseURL: options.baseUrl, timeout: 15_000, adapter: options.adapter });
  }

  async listPosts(q: BlogListQuery) {
    const res = await this.get('/posts/', ghostPostsSchema, { include: 'tags,authors', limit: q.limit, page: q.page, filter: ghostFilter(q), fields: SUMMARY_FIELDS });
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
    return res.ok ? ok(res.value.tags.filter((t) => t.visibility !== 'internal' && !t.name.startsWith('#')).map((t) => ({ slug: t.slug, name: t.name }))) : res;
  }

  private async get<T>(path: string, schema: z.ZodType<T>, params: Record<string, unknown>): Promise<Result<T, ErrorCode>> {
    try {
      const response = await this.http.get(path, { params: { key: this.options.key, ...params } });
      const parsed = schema.safeParse(response.data);
      return parsed.success ? ok(parsed.data) : err(ErrorCode.InvalidResponse);
    } catch (error) {
      const status = axios.isAxiosError(error) ? error.response?.status : undefined;
      if (status === 404) return err(ErrorCode.ResourceNotFound);
      if (status === 401 || status === 403) return err(ErrorCode.Unauthorized);
      return err(status === undefined ? ErrorCode.NetworkUnavailable : ErrorCode.ServerError);
    }
  }
}

const SUMMARY_FIELDS = 'id,slug,title,feature_image,featured,published_at,custom_excerpt,excerpt,reading_time';
