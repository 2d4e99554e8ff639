import type { InboxPage, NotificationsApiPort } from '../../../src/application/notifications/ports/notifications-api.port';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  receives,
  unreadByCategory,
  withCategory,
  type InboxEntry,
  type NotificationCategory,
  type NotificationSettings,
  type UnreadSummary,
} from '../../../src/domain/notifications/inbox';
import { ok } from '../../../src/domain/shared/result';
import type { FakeExchangeHttp } from '../fake-exchange-http';

/**
 * The exchange's inbox in memory, as simulator/campaigns/notifications.ts keeps it: newest first, muted categories
 * receive nothing, security is always on. The bell's `GET /v3/notifications/unread` is answered from it on the
 * core's fake HTTP (the bell is the core's) and on `alsoOn`, kept current after every change.
 */
export class FakeNotificationsApi implements NotificationsApiPort {
  entries: InboxEntry[] = [];
  settingsNow: NotificationSettings = DEFAULT_NOTIFICATION_SETTINGS;
  readonly readCalls: { ids?: readonly string[]; category?: NotificationCategory }[] = [];
  private nextId = 1;

  constructor(
    private readonly http: FakeExchangeHttp,
    private readonly now: () => number,
  ) {
    this.publish();
  }

  summary(): UnreadSummary {
    const categories = unreadByCategory(this.entries);
    return { total: Object.values(categories).reduce((s, n) => s + n, 0), categories };
  }

  /** Where else the unread count is answered (a scenario's world has its own fake HTTP). */
  alsoOn: FakeExchangeHttp | undefined;

  private publish(): void {
    for (const http of [this.http, this.alsoOn]) http?.succeed('GET', '/v3/notifications/unread', this.summary());
  }

  /** The exchange writes a notification (a fill, a deposit, a reward …); a muted category receives nothing. */
  add(
    category: NotificationCategory,
    kind: string,
    params: Record<string, string | number> = {},
    text: { title?: string; body?: string } = {},
  ): void {
    if (!receives(this.settingsNow, category)) return;
    this.entries.unshift({ id: String(this.nextId++), category, kind, params, read: false, createdTime: this.now(), ...text });
    this.publish();
  }

  async list(query: { readonly category?: NotificationCategory; readonly page: number; readonly size: number }) {
    const rows = this.entries.filter((e) => !query.category || e.category === query.category);
    const start = (query.page - 1) * query.size;
    const page: InboxPage = { rows: rows.slice(start, start + query.size), total: rows.length, page: query.page, size: query.size };
    return ok(page);
  }

  async markRead(which: { readonly ids?: readonly string[]; readonly category?: NotificationCategory }) {
    this.readCalls.push(which);
    let updated = 0;
    this.entries = this.entries.map((e) => {
      if (e.read || (which.ids && !which.ids.includes(e.id)) || (which.category && e.category !== which.category)) return e;
      updated++;
      return { ...e, read: true };
    });
    this.publish();
    return ok(updated);
  }

  async settings() {
    return ok(this.settingsNow);
  }

  async setCategory(category: NotificationCategory, enabled: boolean) {
    this.settingsNow = withCategory(this.settingsNow, category, enabled);
    return ok(this.settingsNow);
  }
}
