/**
 * Spreads a burst of requests over tasks: at most `perTask` start in one task, the others in the next tasks, in the
 * order they were asked for. Starting a request costs the page's main thread 1–3 ms (axios' configuration, the XHR,
 * the cookie reads), and a page's start asks for 15–20 at once when the session is known: one task of 40–55 ms on a
 * 2-core machine, a long task on a phone (docs/benchmarks.md, "Stop 59"). The first `perTask` of a task go at once,
 * so a click's order goes at once (unless it comes in the very task after a burst: then one task later).
 */
export class SendPacer {
  private startedThisTask = 0;
  private turnScheduled = false;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly perTask: number,
    private readonly schedule: (run: () => void) => void,
  ) {}

  /** Undefined: start the request now; a promise: start it when the promise resolves, in a later task. */
  slot(): Promise<void> | undefined {
    this.scheduleTurn();
    if (this.waiting.length === 0 && this.startedThisTask < this.perTask) {
      this.startedThisTask += 1;
      return undefined;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** A new task: the count starts again, and the next requests waiting go. */
  private turn(): void {
    this.turnScheduled = false;
    const next = this.waiting.splice(0, this.perTask);
    this.startedThisTask = next.length;
    for (const start of next) start();
    if (next.length > 0) this.scheduleTurn();
  }

  private scheduleTurn(): void {
    if (this.turnScheduled) return;
    this.turnScheduled = true;
    this.schedule(() => this.turn());
  }
}
