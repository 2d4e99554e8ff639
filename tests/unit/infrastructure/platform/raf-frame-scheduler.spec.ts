/** @jest-environment jsdom */
import 'reflect-metadata';
import { RafFrameScheduler, STREAM_FRAME_MS } from '../../../../src/infrastructure/platform/raf-frame-scheduler.adapter';

/** A hand-driven requestAnimationFrame: `frame(t)` runs what was requested before it, at time t. */
function manualFrames() {
  let pending: FrameRequestCallback[] = [];
  window.requestAnimationFrame = (callback) => {
    pending.push(callback);
    return pending.length;
  };
  return {
    frame(time: number) {
      const now = pending;
      pending = [];
      for (const callback of now) callback(time);
    },
    get waiting() {
      return pending.length;
    },
  };
}

/** A batch run at t = 1000 ms, then a second request waiting for its frame. */
function secondRequestAfterABatch() {
  const frames = manualFrames();
  const scheduler = new RafFrameScheduler();
  const ran: number[] = [];
  scheduler.request(() => ran.push(1));
  frames.frame(1000);
  scheduler.request(() => ran.push(2));
  return { frames, ran };
}

describe('RafFrameScheduler', () => {
  const original = window.requestAnimationFrame;
  afterEach(() => {
    window.requestAnimationFrame = original;
  });

  it('runs every request of a frame in one batch, in order, with one requestAnimationFrame', () => {
    const frames = manualFrames();
    const scheduler = new RafFrameScheduler();
    const ran: string[] = [];
    scheduler.request(() => ran.push('book'));
    scheduler.request(() => ran.push('trades'));
    scheduler.request(() => ran.push('account'));
    expect(frames.waiting).toBe(1);
    frames.frame(1000);
    expect(ran).toEqual(['book', 'trades', 'account']);
  });

  it('leaves the frame right after a batch without changes: the next batch waits for the frame ≈ 33 ms after it', () => {
    expect(STREAM_FRAME_MS).toBe(30);
    const { frames, ran } = secondRequestAfterABatch();
    // 60 Hz: the next frame is 16.7 ms later, too soon (< 28 ms); the one after (33.3 ms) takes the batch
    frames.frame(1016.7);
    expect(ran).toEqual([1]);
    expect(frames.waiting).toBe(1);
    frames.frame(1033.3);
    expect(ran).toEqual([1, 2]);
    expect(frames.waiting).toBe(0);
  });

  it('a hurried batch takes the very next frame, and the pace goes on from it; a hurry with nothing waiting does nothing', () => {
    const frames = manualFrames();
    const scheduler = new RafFrameScheduler();
    const ran: string[] = [];
    scheduler.request(() => ran.push('batch'));
    frames.frame(1000);
    scheduler.request(() => ran.push('book'));
    scheduler.request(() => ran.push('own order'));
    scheduler.hurry();
    // 16.7 ms after the last batch: too soon for the pace, taken for the member's own order (and the book with it)
    frames.frame(1016.7);
    expect(ran).toEqual(['batch', 'book', 'own order']);
    scheduler.hurry(); // nothing waits: the next request keeps the pace
    scheduler.request(() => ran.push('trades'));
    frames.frame(1033.4);
    expect(ran).toHaveLength(3);
    frames.frame(1050);
    expect(ran).toEqual(['batch', 'book', 'own order', 'trades']);
  });

  it('takes a request at the next frame when the last batch is long past', () => {
    const { frames, ran } = secondRequestAfterABatch();
    frames.frame(1500);
    expect(ran).toEqual([1, 2]);
  });

  it('a callback that throws stops neither the rest of its batch nor the next batches, and is reported', async () => {
    const frames = manualFrames();
    const scheduler = new RafFrameScheduler();
    const ran: number[] = [];
    const reported: unknown[] = [];
    const boom = new Error('view failed');
    const realQueue = globalThis.queueMicrotask;
    globalThis.queueMicrotask = (task) =>
      realQueue(() => {
        try {
          task();
        } catch (error) {
          reported.push(error);
        }
      });
    try {
      scheduler.request(() => {
        throw boom;
      });
      scheduler.request(() => ran.push(2));
      frames.frame(1000);
      scheduler.request(() => ran.push(3));
      frames.frame(1040);
      await Promise.resolve();
      expect(ran).toEqual([2, 3]);
      expect(reported).toEqual([boom]);
    } finally {
      globalThis.queueMicrotask = realQueue;
    }
  });

  it('falls back to a timer while the page is hidden (rAF pauses there)', () => {
    jest.useFakeTimers();
    const frames = manualFrames();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const scheduler = new RafFrameScheduler();
      const ran: number[] = [];
      scheduler.request(() => ran.push(1));
      expect(frames.waiting).toBe(0);
      jest.advanceTimersByTime(99);
      expect(ran).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(ran).toEqual([1]);
    } finally {
      visibility.mockRestore();
      jest.useRealTimers();
    }
  });
});
