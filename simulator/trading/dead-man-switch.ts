/**
 * The dead-man switches of `POST /v3/trade/cancelAllAfter`, one per account: arming one again replaces it; 0 disarms.
 * Timers are real (the clock only stamps the answer); `stop` clears them when the server closes.
 */
export class DeadManSwitch {
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(private readonly clock: () => number) {}

  /** Arms (or disarms, for 0) the account's switch; the expected trigger time in ms, 0 when disarmed. */
  arm(userId: number, afterMs: number, fire: () => void): number {
    const before = this.timers.get(userId);
    if (before !== undefined) clearTimeout(before);
    this.timers.delete(userId);
    if (afterMs === 0) return 0;
    const timer = setTimeout(() => {
      this.timers.delete(userId);
      fire();
    }, afterMs);
    timer.unref?.();
    this.timers.set(userId, timer);
    return this.clock() + afterMs;
  }

  armed(userId: number): boolean {
    return this.timers.has(userId);
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
