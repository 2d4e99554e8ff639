import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { NotificationInboxPort } from '../../application/notifications/ports/notification-inbox.port';
import { ApiClient } from '../http/api-client';

const inboxSchema = z.object({
  rows: z.array(z.object({ id: z.union([z.string().check(z.minLength(1)), z.int()]), read: z.optional(z.boolean()) })),
});

/** `GET /social-backend-ui/private/campaign-reward-notifications` (docs/protocol.md). */
@injectable()
export class RestNotificationInbox implements NotificationInboxPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async list() {
    const result = await this.api.get('/social-backend-ui/private/campaign-reward-notifications', inboxSchema);
    if (!result.ok) return result;
    return { ok: true as const, value: result.value.rows.map((row) => ({ id: String(row.id), read: row.read ?? false })) };
  }
}
