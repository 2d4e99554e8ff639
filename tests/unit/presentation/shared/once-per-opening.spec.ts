import { oncePerOpening } from '../../../../src/presentation/shared/use-once-per-opening';

/**
 * A money action runs once per opening of its panel: a double click's second click, arriving after the first one's
 * answer but before the panel re-rendered closed (its handler still holding the old size), sends nothing.
 */
describe('once per opening', () => {
  it('sends the second click of a double click nothing, while the first runs and after it went through', async () => {
    const once = oncePerOpening();
    let sent = 0;
    let answer!: () => void;
    const close = () =>
      new Promise<boolean>((resolve) => {
        sent += 1;
        answer = () => resolve(true);
      });
    const first = once.run(close);
    await once.run(close); // while the first is in flight
    answer();
    await first;
    await once.run(close); // after its answer, before the panel closed
    expect(sent).toBe(1);
  });

  it('lets a refused action be tried again in the same opening', async () => {
    const once = oncePerOpening();
    const outcomes = [false, true];
    let sent = 0;
    const close = async () => {
      sent += 1;
      return outcomes.shift()!;
    };
    await once.run(close);
    await once.run(close);
    await once.run(close);
    expect(sent).toBe(2);
  });

  it('lets a thrown action be tried again', async () => {
    const once = oncePerOpening();
    await expect(once.run(() => Promise.reject(new Error('no network')))).rejects.toThrow('no network');
    let sent = 0;
    await once.run(async () => ((sent += 1), true));
    expect(sent).toBe(1);
  });

  it('runs again once the panel has opened again', async () => {
    const once = oncePerOpening();
    let sent = 0;
    const close = async () => ((sent += 1), true);
    await once.run(close);
    once.rearm();
    await once.run(close);
    expect(sent).toBe(2);
  });
});
