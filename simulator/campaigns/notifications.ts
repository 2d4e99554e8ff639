import Decimal from 'decimal.js';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  receives,
  unreadByCategory,
  withCategory,
  type AnnouncementType,
  type NotificationCategory,
  type NotificationSettings,
} from '../../src/domain/notifications/inbox';
import type { FillRecord, LedgerRecord, OrderRecord } from '../trading/records';
import { removedGrowthRow, type GrowthRow } from './growth-rows';
import { filledOrderAverage } from './filled-order-average';
import { InboxRows, newestFirst } from './inbox-rows';
import type { NotificationRecord } from './notification-record';

export type { NotificationRecord } from './notification-record';

/** An announcement of the exchange, delivered to every inbox (lazily, when the inbox is read). */
export interface AnnouncementRecord {
  id: number;
  type: AnnouncementType;
  symbol?: string;
  title?: string;
  startTime?: number;
  endTime?: number;
  createdTime: number;
}

/**
 * A notification without title or body (a trading hook's), by one literal: much faster to build than with spreads.
 * Built once as this module loads with null for its time, so the shape's `createdTime` is a tagged field that points
 * at the clock reading it is given, not a box of its own per notification (record-shapes.ts explains).
 */
function plainNotification(
  id: number,
  userId: number,
  category: NotificationCategory,
  kind: string,
  params: Record<string, string | number>,
  createdTime: number,
): NotificationRecord {
  return { id, userId, category, kind, params, read: false, createdTime };
}
plainNotification(0, 0, 'TRADING', '', {}, null as unknown as number);

/** Announcements older than this are not delivered to an inbox that has not seen them. */
const ANNOUNCEMENT_REACH_MS = 30 * 24 * 3600 * 1000;

/**
 * An inbox keeps its newest `INBOX_LIMIT` notifications besides the announcements: once it holds a tenth more, the
 * oldest are deleted (from the store too). A bot's fills would otherwise grow it by one a filled order, for ever, and
 * every read sorts it. Delivered announcements stay (there are few, and a deleted one would be delivered again).
 */
export const INBOX_LIMIT = 500;
const PRUNE_SLACK = INBOX_LIMIT / 10;

export interface GrowthSink {
  growth(row: GrowthRow): void;
}

/**
 * The inboxes (docs/protocol.md "Notifications"): per-user notifications written by the trading hooks (fills,
 * liquidations, deposits), the campaigns (rewards) and the control surface; announcements reach every inbox; the
 * per-category settings decide what is written. Rows go through the trading writer (`GrowthSink`).
 */
export class Notifications {
  private readonly byUser = new Map<number, InboxRows>();
  private readonly settings = new Map<number, NotificationSettings>();
  readonly announcements: AnnouncementRecord[] = [];
  private nextId = 1;
  private nextAnnouncementId = 1;

  constructor(
    private readonly sink: GrowthSink,
    private readonly clock: () => number,
    loaded: readonly GrowthRow[] = [],
  ) {
    for (const row of loaded) {
      if (row.kind === 'notification') {
        const n = row.body as NotificationRecord;
        this.list(n.userId).push(n);
        this.nextId = Math.max(this.nextId, n.id + 1);
      } else if (row.kind === 'announcement') {
        const a = row.body as AnnouncementRecord;
        this.announcements.push(a);
        this.nextAnnouncementId = Math.max(this.nextAnnouncementId, a.id + 1);
      } else if (row.kind === 'notification-settings') {
        this.settings.set(row.userId, row.body as NotificationSettings);
      }
    }
    // a store written before the limit may hold more
    for (const userId of [...this.byUser.keys()]) this.prune(userId);
  }

  private list(userId: number): InboxRows {
    let inbox = this.byUser.get(userId);
    if (!inbox) this.byUser.set(userId, (inbox = new InboxRows()));
    return inbox;
  }

  /** The row as it is when the batch is taken (the writer copies a growth row's body then; the latest save wins). */
  private save(n: NotificationRecord): void {
    this.sink.growth({ kind: 'notification', id: String(n.id), userId: n.userId, body: n });
  }

  settingsOf(userId: number): NotificationSettings {
    return { ...DEFAULT_NOTIFICATION_SETTINGS, ...this.settings.get(userId) };
  }

  setCategory(userId: number, category: NotificationCategory, enabled: boolean): NotificationSettings {
    const next = withCategory(this.settingsOf(userId), category, enabled);
    this.settings.set(userId, next);
    this.sink.growth({ kind: 'notification-settings', id: String(userId), userId, body: next });
    return next;
  }

  /** Writes a notification unless the user turned its category off; answers it (or undefined). */
  add(
    userId: number,
    input: {
      category: NotificationCategory;
      kind: string;
      params?: Record<string, string | number>;
      title?: string;
      body?: string;
      createdTime?: number;
    },
  ): NotificationRecord | undefined {
    const stored = this.settings.get(userId);
    if (!receives(stored === undefined ? DEFAULT_NOTIFICATION_SETTINGS : { ...DEFAULT_NOTIFICATION_SETTINGS, ...stored }, input.category))
      return undefined;
    const createdTime = input.createdTime ?? this.clock();
    // without a title or body: `plainNotification`, the same keys
    const n: NotificationRecord =
      !input.title && !input.body
        ? plainNotification(this.nextId++, userId, input.category, input.kind, input.params ?? {}, createdTime)
        : {
            id: this.nextId++,
            userId,
            category: input.category,
            kind: input.kind,
            params: input.params ?? {},
            ...(input.title ? { title: input.title } : {}),
            ...(input.body ? { body: input.body } : {}),
            read: false,
            createdTime,
          };
    const inbox = this.list(userId);
    inbox.push(n);
    this.save(n);
    if (inbox.holdsMoreThan(INBOX_LIMIT + PRUNE_SLACK)) this.prune(userId);
    return n;
  }

  /** Deletes the oldest notifications past `INBOX_LIMIT` (announcements aside), in memory and in the store. */
  private prune(userId: number): void {
    for (const n of this.list(userId).dropOldest(INBOX_LIMIT)) this.sink.growth(removedGrowthRow('notification', String(n.id), userId));
  }

  announce(input: Omit<AnnouncementRecord, 'id' | 'createdTime'>): AnnouncementRecord {
    const a: AnnouncementRecord = { id: this.nextAnnouncementId++, ...input, createdTime: this.clock() };
    this.announcements.push(a);
    this.sink.growth({ kind: 'announcement', id: String(a.id), userId: 0, body: a });
    return a;
  }

  /** The user's inbox, newest first, after delivering the announcements it has not had yet. */
  inbox(userId: number): NotificationRecord[] {
    this.deliver(userId);
    return [...this.list(userId).rows].sort(newestFirst);
  }

  private deliver(userId: number): void {
    const had = new Set(
      this.list(userId)
        .rows.filter((n) => n.kind === 'ANNOUNCEMENT')
        .map((n) => Number(n.params.announcementId)),
    );
    const since = this.clock() - ANNOUNCEMENT_REACH_MS;
    for (const a of this.announcements) {
      if (had.has(a.id) || a.createdTime < since) continue;
      const params: Record<string, string | number> = { announcementId: a.id, type: a.type };
      if (a.symbol) params.symbol = a.symbol;
      if (a.startTime !== undefined) params.startTime = a.startTime;
      if (a.endTime !== undefined) params.endTime = a.endTime;
      // a muted category still records the delivery (read), so turning it on later does not flood the inbox
      const muted = !receives(this.settingsOf(userId), 'ANNOUNCEMENTS');
      const n: NotificationRecord = {
        id: this.nextId++,
        userId,
        category: 'ANNOUNCEMENTS',
        kind: 'ANNOUNCEMENT',
        params,
        ...(a.title ? { title: a.title } : {}),
        read: muted,
        createdTime: a.createdTime,
      };
      this.list(userId).push(n);
      this.save(n);
    }
  }

  unread(userId: number): { total: number; categories: Record<NotificationCategory, number> } {
    const rows = this.inbox(userId);
    const categories = unreadByCategory(rows.map((n) => ({ id: String(n.id), read: n.read, category: n.category })));
    return { total: Object.values(categories).reduce((s, n) => s + n, 0), categories };
  }

  /** Marks the given ids read (or every one, or every one of a category); answers how many changed. */
  markRead(userId: number, which: { ids?: readonly number[]; category?: NotificationCategory }): number {
    const ids = which.ids ? new Set(which.ids) : undefined;
    let changed = 0;
    for (const n of this.inbox(userId)) {
      if (n.read || (ids && !ids.has(n.id)) || (which.category && n.category !== which.category)) continue;
      n.read = true;
      this.save(n);
      changed++;
    }
    return changed;
  }

  /** Trading hook: an order filled completely (a liquidation's close is told as a liquidation). */
  onFill(fill: FillRecord, order: OrderRecord): void {
    if (order.status !== 'FILLED') return;
    const liquidation = order.reason === 'LIQUIDATION';
    const average = filledOrderAverage(fill, order);
    this.add(order.userId, {
      category: 'TRADING',
      kind: liquidation ? 'LIQUIDATION' : 'ORDER_FILLED',
      params: { symbol: order.symbol, side: order.side, quantity: order.executed, price: average, orderId: order.orderId },
    });
  }

  /**
   * Ledger hook: a credited deposit, a completed withdrawal (its WITHDRAW row; the fee is its own row). The demo funds a
   * new account gets (DEPOSIT rows booked at the account's creation, `accountCreatedTime`) are told as a DEMO_GRANT, not
   * a deposit: the wallet's deposit history and the first-deposit task count real deposits only.
   */
  onLedger(entry: LedgerRecord, accountCreatedTime?: number): void {
    if (entry.type === 'DEPOSIT' && new Decimal(entry.amount).gt(0)) {
      const grant = accountCreatedTime !== undefined && entry.createdTime === accountCreatedTime;
      this.add(entry.userId, {
        category: 'TRANSFERS',
        kind: grant ? 'DEMO_GRANT' : 'DEPOSIT',
        params: { token: entry.token, amount: entry.amount },
      });
    }
    if (entry.type === 'WITHDRAW' && new Decimal(entry.amount).lt(0)) {
      this.add(entry.userId, {
        category: 'TRANSFERS',
        kind: 'WITHDRAWAL',
        params: { token: entry.token, amount: new Decimal(entry.amount).neg().toFixed() },
      });
    }
  }

  /** Seeds the exchange's first announcements once (a listing and a maintenance window a day ahead). */
  seed(): void {
    if (this.announcements.length > 0) return;
    const now = this.clock();
    this.announce({ type: 'LISTING', symbol: 'SPOT_WOO_USDT' });
    const hour = 3600 * 1000;
    const start = Math.ceil((now + 24 * hour) / hour) * hour;
    this.announce({ type: 'MAINTENANCE', startTime: start, endTime: start + 2 * hour });
  }
}
