import {
  recoverStuckRender,
  resetRuntimeMounted,
  RUNTIME_VIEWS_MAX_MS,
  shellRuntimeMounted,
} from '../../../../src/presentation/shared/runtime-mounted';

describe('recoverStuckRender', () => {
  beforeEach(() => {
    resetRuntimeMounted();
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('leaves the app alone when the shell runtime mounts in time', async () => {
    const remount = jest.fn();
    const recovery = recoverStuckRender(() => Promise.resolve(), remount);
    await jest.advanceTimersByTimeAsync(RUNTIME_VIEWS_MAX_MS - 1);
    shellRuntimeMounted();
    await expect(recovery).resolves.toBe(false);
    await jest.advanceTimersByTimeAsync(RUNTIME_VIEWS_MAX_MS);
    expect(remount).not.toHaveBeenCalled();
  });

  it('mounts the app again when the shell runtime has not mounted 3 s after its chunk arrived', async () => {
    const remount = jest.fn();
    let arrive!: () => void;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const recovery = recoverStuckRender(() => chunk, remount);
    // a slow chunk is not a stuck render: the 3 s count from its arrival
    await jest.advanceTimersByTimeAsync(10_000);
    expect(remount).not.toHaveBeenCalled();
    arrive();
    await jest.advanceTimersByTimeAsync(RUNTIME_VIEWS_MAX_MS - 1);
    expect(remount).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(recovery).resolves.toBe(true);
    expect(remount).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('mounted again'));
  });

  it('does not remount when the chunk failed (its boundary reports the failure)', async () => {
    const remount = jest.fn();
    const recovery = recoverStuckRender(() => Promise.reject(new Error('offline')), remount);
    await jest.advanceTimersByTimeAsync(RUNTIME_VIEWS_MAX_MS * 2);
    await expect(recovery).resolves.toBe(false);
    expect(remount).not.toHaveBeenCalled();
  });
});
