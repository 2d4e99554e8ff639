import { earlyValue } from '../../../../src/presentation/shared/early-value';

describe('earlyValue (a light-phase read)', () => {
  it('holds the answer once it came, undefined before', async () => {
    let answer!: (value: boolean) => void;
    const early = earlyValue(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const pending = early.state();
    expect(pending).toEqual({ settled: false, value: undefined });
    expect(early.state()).toBe(pending); // the same object until it settles (a store snapshot)
    answer(false);
    await expect(early.settled).resolves.toBe(false);
    expect(early.state()).toEqual({ settled: true, value: false });
  });

  it('settles as undefined when the read fails (a chunk that did not load)', async () => {
    const early = earlyValue<boolean>(() => Promise.reject(new Error('chunk failed')));
    await expect(early.settled).resolves.toBeUndefined();
    expect(early.state()).toEqual({ settled: true, value: undefined });
  });
});
