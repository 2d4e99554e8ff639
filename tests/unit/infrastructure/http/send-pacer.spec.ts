import { SendPacer } from '../../../../src/infrastructure/http/send-pacer';

/** Hand-run tasks: `next()` runs the task scheduled first. */
function tasks() {
  const queue: (() => void)[] = [];
  return { schedule: (run: () => void) => void queue.push(run), next: () => queue.shift()?.(), pending: () => queue.length };
}

/** Asks the pacer for `n` slots named from `from`, recording each name when its request may start. */
function ask(pacer: SendPacer, started: string[], names: string[]) {
  for (const name of names) {
    const slot = pacer.slot();
    if (slot) void slot.then(() => started.push(name));
    else started.push(name);
  }
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the send pacer', () => {
  it('starts the first requests of a task at once and the rest a few per task, in the order asked', async () => {
    const t = tasks();
    const pacer = new SendPacer(3, t.schedule);
    const started: string[] = [];
    ask(pacer, started, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    t.next();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    t.next();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    t.next(); // the last turn finds nothing waiting and schedules no other
    expect(t.pending()).toBe(0);
  });

  it('gives a new task its own count, and queues a request behind those still waiting', async () => {
    const t = tasks();
    const pacer = new SendPacer(2, t.schedule);
    const started: string[] = [];
    ask(pacer, started, ['a', 'b', 'c']);
    ask(pacer, started, ['d']); // still the first task: behind c
    t.next(); // c, d start
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    t.next(); // nothing was waiting: the count starts again
    ask(pacer, started, ['e', 'f']);
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('at one a task, as the browser runs it, starts a click at once and a burst one request per task', async () => {
    const t = tasks();
    const pacer = new SendPacer(1, t.schedule);
    const started: string[] = [];
    ask(pacer, started, ['order']);
    await flush();
    expect(started).toEqual(['order']);
    t.next(); // a later task: the count starts again
    ask(pacer, started, ['a', 'b', 'c']);
    await flush();
    expect(started).toEqual(['order', 'a']);
    t.next();
    await flush();
    expect(started).toEqual(['order', 'a', 'b']);
    t.next();
    await flush();
    expect(started).toEqual(['order', 'a', 'b', 'c']);
    t.next();
    expect(t.pending()).toBe(0);
  });
});
