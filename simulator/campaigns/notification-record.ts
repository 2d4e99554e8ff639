import type { NotificationCategory } from '../../src/domain/notifications/inbox';

/** A notification of one user. `kind` + `params` are translated by the app; `title`/`body` are free text (tests). */
export interface NotificationRecord {
  id: number;
  userId: number;
  category: NotificationCategory;
  kind: string;
  params: Record<string, string | number>;
  title?: string;
  body?: string;
  read: boolean;
  createdTime: number;
}
