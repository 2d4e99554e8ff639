import type { InboxNotification } from '../../../domain/notifications/inbox';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

/** The signed-in user's notifications (spec §7 "Campaigns and notifications"). */
export interface NotificationInboxPort {
  list(): Promise<Result<readonly InboxNotification[], ErrorCode>>;
}
export const NotificationInboxPort = token<NotificationInboxPort>('NotificationInboxPort');
