import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AUTHORS, buildPost, TAGS, type GhostPost } from './blog-model';
import { matchesFilter } from './ghost-filter';
import { LOCALISED_POSTS } from './posts-intl';
import { ENGLISH_POSTS } from './posts-en';
import { XSS_POSTS } from './posts-xss';

export const CMS_PREFIX = '/cms/ghost/api/content';

/** The blog a visitor of the local exchange reads: the seeded posts, newest first. */
export const PUBLISHED_POSTS: readonly GhostPost[] = [...ENGLISH_POSTS, ...LOCALISED_POSTS].map((seed, index) => buildPost(seed, index));

/**
 * The blog of a test run (`SIM_CONTROL=1`): the same posts with the sanitiser's hostile corpus among them, as a
 * compromised editor would put them. A plain `npm start` never serves those.
 */
export const SEEDED_POSTS: readonly GhostPost[] = [
  ...ENGLISH_POSTS.slice(0, 6),
  XSS_POSTS[0],
  ...ENGLISH_POSTS.slice(6),
  ...LOCALISED_POSTS,
  XSS_POSTS[1],
].map((seed, index) => buildPost(seed, index));

const listQuery = z.object({
  key: z.string().optional(),
  limit: z.union([z.literal('all'), z.coerce.number().int().min(1).max(100)]).default(15),
  page: z.coerce.number().int().min(1).default(1),
  filter: z.string().max(500).optional(),
  include: z.string().optional(),
  fields: z.string().optional(),
});

/** Ghost's error envelope. */
function ghostError(reply: FastifyReply, status: number, type: string, message: string) {
  return reply.code(status).send({ errors: [{ message, type, context: null }] });
}

const present = (post: GhostPost, include: string | undefined, fields?: string) => {
  const wanted = new Set((include ?? '').split(',').map((s) => s.trim()));
  const { tags, authors, primary_tag, ...all } = post;
  const picked = fields ? new Set(fields.split(',').map((s) => s.trim())) : undefined;
  const rest = picked ? Object.fromEntries(Object.entries(all).filter(([k]) => picked.has(k))) : all;
  return {
    ...rest,
    ...(wanted.has('tags') ? { tags, primary_tag } : {}),
    ...(wanted.has('authors') ? { authors, primary_author: authors[0] } : {}),
  };
};

/** The Ghost-style content API (docs/protocol.md "Blog content API"). Every call needs `?key=`. */
export function registerBlogRoutes(app: FastifyInstance, apiKey: string, seeded: readonly GhostPost[] = SEEDED_POSTS): void {
  const authorised = (key: unknown, reply: FastifyReply) => {
    if (key === apiKey) return true;
    void ghostError(reply, 401, 'UnauthorizedError', key ? 'Unknown Content API Key' : 'Authorization failed: Missing Content API Key');
    return false;
  };

  app.get(`${CMS_PREFIX}/posts/`, async (request, reply) => {
    const parsed = listQuery.safeParse(request.query ?? {});
    if (!parsed.success) return ghostError(reply, 400, 'ValidationError', parsed.error.issues[0].message);
    const q = parsed.data;
    if (!authorised(q.key, reply)) return reply;
    const all = seeded.filter((p) => matchesFilter(p, q.filter));
    const limit = q.limit === 'all' ? Math.max(all.length, 1) : q.limit;
    const pages = Math.max(1, Math.ceil(all.length / limit));
    const posts = all.slice((q.page - 1) * limit, q.page * limit).map((p) => present(p, q.include, q.fields));
    return {
      posts,
      meta: {
        pagination: {
          page: q.page,
          limit,
          pages,
          total: all.length,
          next: q.page < pages ? q.page + 1 : null,
          prev: q.page > 1 ? q.page - 1 : null,
        },
      },
    };
  });

  app.get<{ Params: { slug: string } }>(`${CMS_PREFIX}/posts/slug/:slug/`, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, string | undefined>;
    if (!authorised(query.key, reply)) return reply;
    const post = seeded.find((p) => p.slug === request.params.slug);
    if (!post) return ghostError(reply, 404, 'NotFoundError', 'Resource not found');
    return { posts: [present(post, query.include)] };
  });

  app.get(`${CMS_PREFIX}/tags/`, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, string | undefined>;
    if (!authorised(query.key, reply)) return reply;
    const tags = TAGS.filter((t) => t.visibility === 'public').map((t) => ({
      ...t,
      count: { posts: seeded.filter((p) => p.tags.includes(t)).length },
    }));
    return { tags, meta: { pagination: { page: 1, limit: 'all', pages: 1, total: tags.length, next: null, prev: null } } };
  });

  app.get(`${CMS_PREFIX}/authors/`, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, string | undefined>;
    if (!authorised(query.key, reply)) return reply;
    return { authors: AUTHORS, meta: { pagination: { page: 1, limit: 'all', pages: 1, total: AUTHORS.length, next: null, prev: null } } };
  });
}
