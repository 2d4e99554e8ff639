import type { FrameSchedulerPort } from '../../src/application/shared/ports/frame-scheduler.port';

/** Animation frames that only run when a test calls `flush()`. */
export class ManualFrameScheduler implements FrameSchedulerPort {
  private queue: (() => void)[] = [];
  /** How many times a waiting batch was hurried to the next frame. */
  hurried = 0;

  request(callback: () => void): void {
    this.queue.push(callback);
  }

  hurry(): void {
    if (this.queue.length > 0) this.hurried += 1;
  }

  flush(): number {
    const due = this.queue;
    this.queue = [];
    due.forEach((callback) => callback());
    return due.length;
  }
}
