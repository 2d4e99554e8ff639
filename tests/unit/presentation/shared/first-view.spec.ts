import { firstViewSettled, holdFirstView } from '../../../../src/presentation/shared/first-view';

describe('the first view hold', () => {
  afterEach(() => jest.useRealTimers());

  it('settles at once when no page holds it', async () => {
    await expect(firstViewSettled(10_000)).resolves.toBeUndefined();
  });

  it('settles when the last hold is released, and a release counts once', async () => {
    const a = holdFirstView();
    const b = holdFirstView();
    let settled = false;
    const waiting = firstViewSettled(60_000).then(() => (settled = true));
    a();
    a(); // again: still held by b
    await Promise.resolve();
    expect(settled).toBe(false);
    b();
    await waiting;
    expect(settled).toBe(true);
  });

  it('gives up waiting after the longest hold allowed', async () => {
    jest.useFakeTimers();
    const release = holdFirstView();
    let settled = false;
    const waiting = firstViewSettled(2000).then(() => (settled = true));
    jest.advanceTimersByTime(1999);
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await waiting;
    expect(settled).toBe(true);
    release();
  });
});
