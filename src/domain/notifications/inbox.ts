/** A notification in the user's inbox (campaign rewards today; orders, deposits and withdrawals later). */
export interface InboxNotification {
  readonly id: string;
  readonly read: boolean;
}

/** How many notifications the user has not read. */
export const unreadCount = (notifications: readonly InboxNotification[]): number => notifications.filter((n) => !n.read).length;

/** The bell's badge: nothing at 0, the number up to 99, then `99+`. */
export function badgeText(unread: number): string | undefined {
  if (unread <= 0) return undefined;
  return unread > 99 ? '99+' : String(unread);
}
