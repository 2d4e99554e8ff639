import { FrameBatcher, RELAY_GAP_MS } from '../../../../src/infrastructure/websocket/frame-batcher';
import { FakeClock } from '../../../fakes/fake-clock';

function setup() {
  const clock = new FakeClock(1_000);
  const batches: { at: number; frames: readonly string[] }[] = [];
  const batcher = new FrameBatcher(clock, (frames) => batches.push({ at: clock.now(), frames }));
  return { clock, batches, batcher };
}

describe('FrameBatcher', () => {
  it('hands a lone frame over at once', () => {
    const t = setup();
    t.batcher.push('a');
    expect(t.batches).toEqual([{ at: 1_000, frames: ['a'] }]);
    expect(t.clock.pendingTimers()).toBe(0);
  });

  it('holds the frames of a burst to the end of the gap and hands them over together, in order', () => {
    const t = setup();
    t.batcher.push('a');
    t.clock.advance(5);
    t.batcher.push('b');
    t.batcher.push('c');
    expect(t.batches).toHaveLength(1);
    t.clock.advance(RELAY_GAP_MS - 6);
    expect(t.batches).toHaveLength(1);
    t.clock.advance(1);
    expect(t.batches).toEqual([
      { at: 1_000, frames: ['a'] },
      { at: 1_000 + RELAY_GAP_MS, frames: ['b', 'c'] },
    ]);
  });

  it('hands a frame over at once again after a quiet gap', () => {
    const t = setup();
    t.batcher.push('a');
    t.clock.advance(RELAY_GAP_MS);
    t.batcher.push('b');
    expect(t.batches.map((b) => b.frames)).toEqual([['a'], ['b']]);
  });

  it('gives a firehose one batch per gap', () => {
    const t = setup();
    for (let ms = 0; ms < 160; ms += 1) {
      t.batcher.push(`f${ms}`);
      t.clock.advance(1);
    }
    t.clock.advance(RELAY_GAP_MS);
    expect(t.batches.length).toBe(11); // the first frame, then one batch every 16 ms
    expect(t.batches.flatMap((b) => b.frames)).toEqual(Array.from({ length: 160 }, (_, ms) => `f${ms}`));
  });

  it('flush hands over what is pending now, and stop drops it', () => {
    const t = setup();
    t.batcher.push('a');
    t.batcher.push('b');
    t.batcher.flush();
    expect(t.batches.map((b) => b.frames)).toEqual([['a'], ['b']]);
    expect(t.clock.pendingTimers()).toBe(0);
    t.batcher.flush();
    expect(t.batches).toHaveLength(2);
    t.batcher.push('c');
    t.batcher.stop();
    t.clock.advance(100);
    expect(t.batches).toHaveLength(2);
    expect(t.clock.pendingTimers()).toBe(0);
  });
});
