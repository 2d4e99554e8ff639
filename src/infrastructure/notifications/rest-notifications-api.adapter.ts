import { inject, injectable } from 'inversify';
import type { InboxPage, NotificationsApiPort } from '../../application/notifications/ports/notifications-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { NotificationCategory, NotificationSettings } from '../../domain/notifications/inbox';
import type { Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { tradeCall } from '../http/trade-call';
import { inboxPage, readData, settingsData, toEntry } from './notification.schema';

/** `/v3/notifications*` over REST with the session's bearer. */
@injectable()
export class RestNotificationsApi implements NotificationsApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  list(query: {
    readonly category?: NotificationCategory;
    readonly page: number;
    readonly size: number;
  }): Promise<Result<InboxPage, TradeFailure>> {
    const params: Record<string, string | number> = { page: query.page, size: query.size };
    if (query.category) params.category = query.category;
    return tradeCall(
      this.api,
      'GET',
      '/v3/notifications',
      inboxPage,
      (d) => ({ rows: d.rows.map(toEntry), total: d.meta.total, page: d.meta.currentPage, size: d.meta.recordsPerPage }),
      { params },
    );
  }

  markRead(which: { readonly ids?: readonly string[]; readonly category?: NotificationCategory }): Promise<Result<number, TradeFailure>> {
    const body = { ...(which.ids ? { ids: which.ids.map(Number) } : {}), ...(which.category ? { category: which.category } : {}) };
    return tradeCall(this.api, 'POST', '/v3/notifications/read', readData, (d) => d.updated, { body });
  }

  settings(): Promise<Result<NotificationSettings, TradeFailure>> {
    return tradeCall(this.api, 'GET', '/v3/notifications/settings', settingsData, (d) => d.settings);
  }

  setCategory(category: NotificationCategory, enabled: boolean): Promise<Result<NotificationSettings, TradeFailure>> {
    return tradeCall(this.api, 'PUT', '/v3/notifications/settings', settingsData, (d) => d.settings, { body: { category, enabled } });
  }
}
