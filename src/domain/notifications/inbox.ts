/** The inbox's categories, in the order the page lists them. */
export const NOTIFICATION_CATEGORIES = ['TRADING', 'TRANSFERS', 'CAMPAIGNS', 'ANNOUNCEMENTS', 'SECURITY'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Security notices cannot be turned off: a new sign-in or a changed password is always told. */
export const ALWAYS_ON: readonly NotificationCategory[] = ['SECURITY'];

/** A notification in the user's inbox (orders, deposits, campaign rewards, announcements, security). */
export interface InboxNotification {
  readonly id: string;
  readonly read: boolean;
  readonly category?: NotificationCategory;
}

/** How many notifications the user has not read. */
export const unreadCount = (notifications: readonly InboxNotification[]): number => notifications.filter((n) => !n.read).length;

/** Unread notifications per category (every category present, 0 when none). */
export function unreadByCategory(notifications: readonly InboxNotification[]): Record<NotificationCategory, number> {
  const counts = Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, 0])) as Record<NotificationCategory, number>;
  for (const n of notifications) if (!n.read && n.category) counts[n.category] += 1;
  return counts;
}

/** The bell's badge: nothing at 0, the number up to 99, then `99+`. */
export function badgeText(unread: number): string | undefined {
  if (unread <= 0) return undefined;
  return unread > 99 ? '99+' : String(unread);
}

/** Which categories the user receives: every category on unless turned off; the always-on ones cannot be. */
export type NotificationSettings = Readonly<Record<NotificationCategory, boolean>>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = Object.fromEntries(
  NOTIFICATION_CATEGORIES.map((c) => [c, true]),
) as Record<NotificationCategory, boolean>;

/** The settings after turning `category` on or off; an always-on category stays on. */
export function withCategory(settings: NotificationSettings, category: NotificationCategory, enabled: boolean): NotificationSettings {
  return { ...settings, [category]: ALWAYS_ON.includes(category) ? true : enabled };
}

/** Whether a new notification of `category` reaches the inbox under `settings`. */
export const receives = (settings: NotificationSettings, category: NotificationCategory): boolean =>
  ALWAYS_ON.includes(category) || settings[category];

/** An announcement of the exchange (listing, delisting, maintenance from `startTime` to `endTime`). */
export const ANNOUNCEMENT_TYPES = ['LISTING', 'DELISTING', 'MAINTENANCE'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** A notification as the inbox page shows it: `kind` + `params` are translated; `title`/`body` are free text. */
export interface InboxEntry {
  readonly id: string;
  readonly category: NotificationCategory;
  readonly kind: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly title?: string;
  readonly body?: string;
  readonly read: boolean;
  readonly createdTime: number;
}

/** The unread notifications: in all and per category. */
export interface UnreadSummary {
  readonly total: number;
  readonly categories: Readonly<Record<NotificationCategory, number>>;
}

/** The summary after marking `ids` of `entries` read (those already read change nothing). */
export function afterRead(summary: UnreadSummary, entries: readonly InboxEntry[], ids: readonly string[]): UnreadSummary {
  const categories = { ...summary.categories };
  let total = summary.total;
  for (const e of entries) {
    if (e.read || !ids.includes(e.id)) continue;
    categories[e.category] = Math.max(0, categories[e.category] - 1);
    total = Math.max(0, total - 1);
  }
  return { total, categories };
}
