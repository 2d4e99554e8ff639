/**
 * Starts requests in tasks of their own: none in the task that asks (a commit's effects, a click's handler), at most
 * `perTask` in each later task, in the order they were asked for. Starting a request costs the page's main thread
 * 1–3 ms (axios' configuration, the XHR, the cookie reads), 3–7 ms in a browser that records its requests
 * (Lighthouse's), and a page's start asks for 10–20: started where they were asked, they made the page's first
 * commits long tasks on a phone (docs/benchmarks.md, "Stop 59" and "Stop 62"). The REST client paces its reads
 * only: a write (a click's order) goes at once, as a task of its own could wait behind a frame's work.
 */
export class SendPacer {
  private turnScheduled = false;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly perTask: number,
    private readonly schedule: (run: () => void) => void,
  ) {}

  /** Resolves, in a later task, when the request may start. */
  slot(): Promise<void> {
    const slot = new Promise<void>((resolve) => this.waiting.push(resolve));
    this.scheduleTurn();
    return slot;
  }

  /** A new task: the next requests waiting go. */
  private turn(): void {
    this.turnScheduled = false;
    for (const start of this.waiting.splice(0, this.perTask)) start();
    if (this.waiting.length > 0) this.scheduleTurn();
  }

  private scheduleTurn(): void {
    if (this.turnScheduled) return;
    this.turnScheduled = true;
    this.schedule(() => this.turn());
  }
}
