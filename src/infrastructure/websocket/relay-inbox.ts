import type { RelaySocket } from './relay-socket';
import type { RelayEvent } from './socket-relay-protocol';

/**
 * A batch's frames are handed over in slices of the page's main thread: after this long, the rest wait for a task of
 * their own, so a batch never makes a long task that frames handled one by one would not have made.
 */
export const RELAY_SLICE_MS = 4;

/**
 * The worker's events on the page, in the order the worker sent them: each frame of a batch to its socket in turn,
 * in tasks of at most `sliceMs` (and the frame that overran it). Events that come meanwhile wait behind the rest.
 */
export class RelayInbox {
  private readonly queue: { readonly event: RelayEvent; next: number }[] = [];
  private scheduled = false;

  constructor(
    private readonly socketOf: (id: number) => RelaySocket | undefined,
    private readonly now: () => number,
    private readonly nextTask: (run: () => void) => void,
    private readonly sliceMs = RELAY_SLICE_MS,
  ) {}

  push(event: RelayEvent): void {
    this.queue.push({ event, next: 0 });
    if (!this.scheduled) this.drain();
  }

  private readonly drain = (): void => {
    this.scheduled = false;
    const start = this.now();
    for (let head = this.queue[0]; head; head = this.queue[0]) {
      const socket = this.socketOf(head.event.id);
      if (head.event.ev !== 'frames') {
        this.queue.shift();
        socket?.receive(head.event);
      } else {
        const frames = head.event.frames;
        const data = frames[head.next++];
        if (head.next >= frames.length) this.queue.shift();
        if (data !== undefined) socket?.frame(data);
      }
      if (this.queue.length > 0 && this.now() - start >= this.sliceMs) {
        this.scheduled = true;
        this.nextTask(this.drain);
        return;
      }
    }
  };
}
