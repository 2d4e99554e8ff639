import { lowerBound } from '../market/sorted-keys';

/** A user's order resting in a symbol's book, in integer units: price in ticks, sizes in lots (base steps). */
export interface RestingOrder {
  readonly id: number;
  readonly userId: number;
  readonly isBid: boolean;
  ticks: number;
  /** Lots still open. */
  remaining: number;
  /** Hidden (`visibleQuantity` 0): matched, but not shown in the public book. */
  readonly hidden: boolean;
  /** False once filled, cancelled or taken out of the book (lazy removal from the level's queue). */
  live: boolean;
}

class Level {
  readonly orders: RestingOrder[] = [];
  head = 0;
  lots = 0;
  visible = 0;
}

/**
 * One side of the users' orders: price levels in priority order, each a first-in first-out queue (price-time
 * priority). `keys` holds `dir × ticks` ascending, so index 0 is the best level on both sides.
 */
export class UserSide {
  private readonly levels = new Map<number, Level>();
  private readonly keys: number[] = [];
  /** Levels whose visible lots changed since `drainChanged`. */
  readonly changed = new Set<number>();
  count = 0;

  constructor(private readonly dir: 1 | -1) {}

  add(order: RestingOrder): void {
    let level = this.levels.get(order.ticks);
    if (!level) {
      level = new Level();
      this.levels.set(order.ticks, level);
      this.keys.splice(lowerBound(this.keys, order.ticks * this.dir), 0, order.ticks * this.dir);
    }
    level.orders.push(order);
    level.lots += order.remaining;
    if (!order.hidden) {
      level.visible += order.remaining;
      this.changed.add(order.ticks);
    }
    order.live = true;
    this.count += 1;
  }

  /** Takes `lots` off a live order (a fill or a size cut); an order left with nothing leaves the book. */
  reduce(order: RestingOrder, lots: number): void {
    const level = this.levels.get(order.ticks)!;
    order.remaining -= lots;
    level.lots -= lots;
    if (!order.hidden) {
      level.visible -= lots;
      this.changed.add(order.ticks);
    }
    if (order.remaining <= 0) this.detach(order, level);
  }

  /** Takes a live order out of the book (cancel, or before it moves to another price). */
  remove(order: RestingOrder): void {
    if (!order.live) return;
    const level = this.levels.get(order.ticks)!;
    level.lots -= order.remaining;
    if (!order.hidden) {
      level.visible -= order.remaining;
      this.changed.add(order.ticks);
    }
    this.detach(order, level);
  }

  best(): number | undefined {
    return this.keys.length === 0 ? undefined : this.keys[0] * this.dir;
  }

  /** The first live order of a level (time priority). */
  front(ticks: number): RestingOrder | undefined {
    const level = this.levels.get(ticks);
    if (!level) return undefined;
    while (level.head < level.orders.length && !level.orders[level.head].live) level.head += 1;
    return level.orders[level.head];
  }

  lotsAt(ticks: number): number {
    return this.levels.get(ticks)?.lots ?? 0;
  }

  visibleAt(ticks: number): number {
    return this.levels.get(ticks)?.visible ?? 0;
  }

  /** Level i (best first) with all its lots, hidden ones included. */
  level(i: number): { ticks: number; lots: number } | undefined {
    if (i >= this.keys.length) return undefined;
    const ticks = this.keys[i] * this.dir;
    return { ticks, lots: this.levels.get(ticks)!.lots };
  }

  /** The best level with visible lots. */
  bestVisible(): number | undefined {
    for (const key of this.keys) {
      const ticks = key * this.dir;
      if (this.levels.get(ticks)!.visible > 0) return ticks;
    }
    return undefined;
  }

  /** Levels with visible lots, best first. */
  visibleLevels(): number[] {
    const out: number[] = [];
    for (const key of this.keys) {
      const ticks = key * this.dir;
      if (this.levels.get(ticks)!.visible > 0) out.push(ticks);
    }
    return out;
  }

  private detach(order: RestingOrder, level: Level): void {
    order.live = false;
    this.count -= 1;
    if (level.lots > 0) {
      // compact a long dead prefix so a busy level does not grow without bound
      if (level.head > 64 && level.head * 2 > level.orders.length) {
        level.orders.splice(0, level.head);
        level.head = 0;
      }
      return;
    }
    this.levels.delete(order.ticks);
    this.keys.splice(lowerBound(this.keys, order.ticks * this.dir), 1);
  }
}
