import type { NotificationRecord } from './notification-record';

export const newestFirst = (x: NotificationRecord, y: NotificationRecord): number => y.createdTime - x.createdTime || y.id - x.id;
export const oldestFirst = (x: NotificationRecord, y: NotificationRecord): number => x.createdTime - y.createdTime || x.id - y.id;

const isAnnouncement = (n: NotificationRecord): boolean => n.kind === 'ANNOUNCEMENT';

/**
 * One user's notifications in the order they were written, and what its limit needs without a pass over them: how
 * many are not delivered announcements, and whether those are oldest first (each written with a time not before the
 * last one's, as the trading hooks write them). Then the oldest are the first ones, and a prune is one pass, not a
 * sort and comparisons of every row (which cost ≈ 2 % of the engine's exchange path, a notification per filled order).
 */
export class InboxRows {
  readonly rows: NotificationRecord[] = [];
  /** The rows that are not delivered announcements (the limit counts these). */
  private others = 0;
  private last: NotificationRecord | undefined;
  private ordered = true;

  push(n: NotificationRecord): void {
    this.rows.push(n);
    if (isAnnouncement(n)) return;
    this.others += 1;
    this.follow(n);
  }

  /** Notes `n` as the newest of the others written so far: out of order when older than the last. */
  private follow(n: NotificationRecord): void {
    if (this.last !== undefined && oldestFirst(this.last, n) > 0) this.ordered = false;
    this.last = n;
  }

  /** Whether more than `count` rows are not delivered announcements. */
  holdsMoreThan(count: number): boolean {
    return this.others > count;
  }

  /**
   * Removes the oldest rows past `limit` (delivered announcements stay, and do not count) and answers them, the newest
   * first; none when within it.
   */
  dropOldest(limit: number): NotificationRecord[] {
    const count = this.others - limit;
    if (count <= 0) return [];
    const dropped = this.ordered ? this.firstOthers(count) : this.oldestByTime(count);
    this.others = limit;
    if (!this.ordered) this.checkOrder();
    return dropped.reverse();
  }

  /** The first `count` of the others, taken out in one pass (they are the oldest when the others are in order). */
  private firstOthers(count: number): NotificationRecord[] {
    const dropped: NotificationRecord[] = [];
    let kept = 0;
    for (const n of this.rows) {
      if (dropped.length < count && !isAnnouncement(n)) dropped.push(n);
      else this.rows[kept++] = n;
    }
    this.rows.length = kept;
    return dropped;
  }

  /** The `count` oldest of the others by time (the order is total: ids differ), taken out, oldest first. */
  private oldestByTime(count: number): NotificationRecord[] {
    const oldest = this.rows.filter((n) => !isAnnouncement(n)).sort(oldestFirst);
    oldest.length = count;
    const newestDropped = oldest[count - 1]!;
    let kept = 0;
    for (const n of this.rows) if (isAnnouncement(n) || oldestFirst(n, newestDropped) > 0) this.rows[kept++] = n;
    this.rows.length = kept;
    return oldest;
  }

  /** Reads again whether the others are in order (after a prune of rows written out of it). */
  private checkOrder(): void {
    this.ordered = true;
    this.last = undefined;
    for (const n of this.rows) if (!isAnnouncement(n)) this.follow(n);
  }
}
