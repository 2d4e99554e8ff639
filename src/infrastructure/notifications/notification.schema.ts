import * as z from 'zod/mini';
import { NOTIFICATION_CATEGORIES, type InboxEntry } from '../../domain/notifications/inbox';

const category = z.enum(NOTIFICATION_CATEGORIES);
const counts = z.object(
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, z._default(z.int().check(z.nonnegative()), 0)])) as Record<
    (typeof NOTIFICATION_CATEGORIES)[number],
    z.ZodMiniDefault<z.ZodMiniInt>
  >,
);

/** `GET /v3/notifications/unread` → `data {total, categories}`. */
export const unreadData = z.object({ total: z.int().check(z.nonnegative()), categories: counts });

const entry = z.object({
  id: z.union([z.int(), z.string().check(z.minLength(1))]),
  category,
  kind: z.string(),
  params: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
  title: z.optional(z.nullable(z.string())),
  body: z.optional(z.nullable(z.string())),
  read: z.boolean(),
  createdTime: z.number(),
});

/** `GET /v3/notifications` → paged rows. */
export const inboxPage = z.object({
  rows: z.array(entry),
  meta: z.object({ total: z.int(), recordsPerPage: z.int(), currentPage: z.int() }),
});

export const toEntry = (row: z.infer<typeof entry>): InboxEntry => ({
  id: String(row.id),
  category: row.category,
  kind: row.kind,
  params: row.params,
  read: row.read,
  createdTime: row.createdTime,
  ...(row.title ? { title: row.title } : {}),
  ...(row.body ? { body: row.body } : {}),
});

export const settingsData = z.object({
  settings: z.object(
    Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, z._default(z.boolean(), true)])) as Record<
      (typeof NOTIFICATION_CATEGORIES)[number],
      z.ZodMiniDefault<z.ZodMiniBoolean>
    >,
  ),
});
export const readData = z.object({ updated: z.int() });
export const announcementRows = z.object({
  rows: z.array(
    z.object({
      id: z.int(),
      type: z.enum(['LISTING', 'DELISTING', 'MAINTENANCE']),
      symbol: z.optional(z.string()),
      title: z.optional(z.string()),
      startTime: z.optional(z.number()),
      endTime: z.optional(z.number()),
      createdTime: z.number(),
    }),
  ),
});
