import type { InboxEntry, NotificationCategory, NotificationSettings } from '../../../domain/notifications/inbox';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

export interface InboxPage {
  readonly rows: readonly InboxEntry[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

/** The inbox page's calls (`/v3/notifications*`, docs/protocol.md "Notifications"), authenticated by the session. */
export interface NotificationsApiPort {
  list(query: {
    readonly category?: NotificationCategory;
    readonly page: number;
    readonly size: number;
  }): Promise<Result<InboxPage, TradeFailure>>;
  /** Marks the ids read, or with none every notification (of the category when given); answers how many changed. */
  markRead(which: { readonly ids?: readonly string[]; readonly category?: NotificationCategory }): Promise<Result<number, TradeFailure>>;
  settings(): Promise<Result<NotificationSettings, TradeFailure>>;
  setCategory(category: NotificationCategory, enabled: boolean): Promise<Result<NotificationSettings, TradeFailure>>;
}
export const NotificationsApiPort = token<NotificationsApiPort>('NotificationsApiPort');
