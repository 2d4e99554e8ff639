import type { UnreadSummary } from '../../../domain/notifications/inbox';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

/** The header bell's source: how many notifications the signed-in user has not read (`GET /v3/notifications/unread`). */
export interface NotificationInboxPort {
  unread(): Promise<Result<UnreadSummary, ErrorCode>>;
}
export const NotificationInboxPort = token<NotificationInboxPort>('NotificationInboxPort');
