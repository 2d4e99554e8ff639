import type { FrameSchedulerPort } from '../../src/application/shared/ports/frame-scheduler.port';

/** Animation frames that only run when a test calls `flush()`. */
export class ManualFrameScheduler implements FrameSchedulerPort {
  private queue: (() => void)[] = [];

  request(callback: () => void): void {
    this.queue.push(callback);
  }

  flush(): number {
    const due = this.queue;
    this.queue = [];
    due.forEach((callback) => callback());
    return due.length;
  }
}
