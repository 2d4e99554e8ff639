import { inject, injectable } from 'inversify';
import type { NotificationInboxPort } from '../../application/notifications/ports/notification-inbox.port';
import { ApiClient } from '../http/api-client';
import { unreadData } from './notification.schema';

/** `GET /v3/notifications/unread` (docs/protocol.md "Notifications"). */
@injectable()
export class RestNotificationInbox implements NotificationInboxPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  unread() {
    return this.api.get('/v3/notifications/unread', unreadData);
  }
}
