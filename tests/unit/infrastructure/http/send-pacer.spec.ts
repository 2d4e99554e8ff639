import { SendPacer } from '../../../../src/infrastructure/http/send-pacer';

/** Hand-run tasks: `next()` runs the task scheduled first. */
function tasks() {
  const queue: (() => void)[] = [];
  return { schedule: (run: () => void) => void queue.push(run), next: () => queue.shift()?.(), pending: () => queue.length };
}

/** Asks the pacer for `n` slots named from `from`, recording each name when its request may start. */
function ask(pacer: SendPacer, started: string[], names: string[]) {
  for (const name of names) {
    void pacer.slot().then(() => started.push(name));
  }
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the send pacer', () => {
  it('starts no request in the task that asks, and then a few per task, in the order asked', async () => {
    const t = tasks();
    const pacer = new SendPacer(3, t.schedule);
    const started: string[] = [];
    ask(pacer, started, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    await flush();
    expect(started).toEqual([]);
    t.next();
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    t.next();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    t.next();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(t.pending()).toBe(0); // the last turn left nothing waiting and scheduled no other
  });

  it('queues a request behind those still waiting, and gives a later ask its own next task', async () => {
    const t = tasks();
    const pacer = new SendPacer(2, t.schedule);
    const started: string[] = [];
    ask(pacer, started, ['a', 'b', 'c']);
    ask(pacer, started, ['d']); // still the first task: behind c
    t.next(); // a, b
    t.next(); // c, d
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(t.pending()).toBe(0);
    ask(pacer, started, ['e']);
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    t.next();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('at one a task, as the browser runs it, starts a lone read one task later and a burst one read per task', async () => {
    const t = tasks();
    const pacer = new SendPacer(1, t.schedule);
    const started: string[] = [];
    ask(pacer, started, ['ticker']);
    await flush();
    expect(started).toEqual([]);
    t.next();
    await flush();
    expect(started).toEqual(['ticker']);
    ask(pacer, started, ['a', 'b', 'c']);
    for (const expected of [
      ['ticker', 'a'],
      ['ticker', 'a', 'b'],
      ['ticker', 'a', 'b', 'c'],
    ]) {
      t.next();
      await flush();
      expect(started).toEqual(expected);
    }
    expect(t.pending()).toBe(0);
  });
});
