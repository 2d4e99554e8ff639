import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, NOTIFICATION_CATEGORIES } from '../../src/domain/notifications/inbox';
import { successBody } from '../http/api-error';
import { parseQuery } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import type { ControlState } from '../control/control-state';
import { pageFields, tradingRouteContext } from '../trading/route-inputs';
import type { TradingEngine } from '../trading/trading-engine';
import type { Notifications, NotificationRecord } from './notifications';

export interface CampaignRouteDeps {
  readonly trading: TradingEngine;
  readonly accounts: AccountRepository;
  readonly control: ControlState;
  readonly clock: () => number;
}

const category = z.enum(NOTIFICATION_CATEGORIES);
const listQuery = z.object({ category: category.optional(), ...pageFields });
const readBody = z.object({ ids: z.array(z.coerce.number().int().positive()).max(500).optional(), category: category.optional() });
const settingBody = z.object({ category, enabled: z.boolean() });

const row = (n: NotificationRecord) => ({
  id: n.id,
  category: n.category,
  kind: n.kind,
  params: n.params,
  title: n.title ?? null,
  body: n.body ?? null,
  read: n.read,
  createdTime: n.createdTime,
});

/** The inbox calls (bearer session) and the public announcements, under /api: docs/protocol.md "Notifications". */
export function registerNotificationRoutes(app: FastifyInstance, deps: CampaignRouteDeps, notifications: Notifications): void {
  const { ok, user } = tradingRouteContext(deps.accounts, deps.control, deps.clock);
  const flush = () => deps.trading.writer.flush();

  app.get('/v3/notifications', async (request) => {
    const userId = await user(request);
    const q = parseQuery(listQuery, request.query);
    const rows = notifications.inbox(userId).filter((n) => !q.category || n.category === q.category);
    await flush();
    const start = (q.page - 1) * q.size;
    return ok({
      rows: rows.slice(start, start + q.size).map(row),
      meta: { total: rows.length, recordsPerPage: q.size, currentPage: q.page },
    });
  });

  app.get('/v3/notifications/unread', async (request) => {
    const userId = await user(request);
    const unread = notifications.unread(userId);
    await flush();
    return ok(unread);
  });

  app.post('/v3/notifications/read', async (request) => {
    const userId = await user(request);
    const body = parseQuery(readBody, request.body ?? {});
    const updated = notifications.markRead(userId, body);
    await flush();
    return ok({ updated });
  });

  app.get('/v3/notifications/settings', async (request) => {
    const userId = await user(request);
    return ok({ settings: notifications.settingsOf(userId) });
  });

  app.put('/v3/notifications/settings', async (request) => {
    const userId = await user(request);
    const body = parseQuery(settingBody, request.body ?? {});
    const settings = notifications.setCategory(userId, body.category, body.enabled);
    await flush();
    return ok({ settings });
  });

  app.get('/v3/public/announcements', async () => {
    const rows = [...notifications.announcements].sort((x, y) => y.createdTime - x.createdTime);
    return successBody({ rows }, deps.clock());
  });
}

const addBody = z.object({
  userId: z.number().int().positive(),
  category,
  kind: z.string().min(1).max(40).default('MESSAGE'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  title: z.string().max(200).optional(),
  body: z.string().max(2000).optional(),
});
const announceBody = z.object({
  type: z.enum(ANNOUNCEMENT_TYPES),
  symbol: z.string().max(40).optional(),
  title: z.string().max(200).optional(),
  startTime: z.number().int().optional(),
  endTime: z.number().int().optional(),
});

/** `/__control/notifications` (add one to a user's inbox) and `/__control/announcements` (SIM_CONTROL=1 only). */
export function registerNotificationControlRoutes(app: FastifyInstance, trading: TradingEngine, notifications: Notifications): void {
  app.post('/__control/notifications', async (request) => {
    const input = parseQuery(addBody, request.body ?? {});
    const { userId, ...rest } = input;
    const added = notifications.add(userId, rest);
    await trading.writer.flush();
    return { ok: true, id: added?.id ?? null };
  });
  app.post('/__control/announcements', async (request) => {
    const added = notifications.announce(parseQuery(announceBody, request.body ?? {}));
    await trading.writer.flush();
    return { ok: true, id: added.id };
  });
}
