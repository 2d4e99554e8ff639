import { Authenticator, totpAt } from '../../e2e/support/totp';

/** The e2e tests' authenticator: codes an exchange with a one-step window and no reuse takes, across a step change. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // base32 of "12345678901234567890", RFC 6238 appendix B
const STEP_100 = 100 * 30_000;

describe('the e2e authenticator', () => {
  it('computes the RFC 6238 code (T = 59 s is counter 1: 94287082, six digits 287082)', () => {
    expect(totpAt(RFC_SECRET, 1)).toBe('287082');
  });

  it('gives one step back only with more than 10 s left in the step', () => {
    expect(Authenticator.counterFor(STEP_100 + 5_000, -1)).toBe(99); // 25 s left
    expect(Authenticator.counterFor(STEP_100 + 19_999, -1)).toBe(99); // 10.001 s left
    expect(Authenticator.counterFor(STEP_100 + 20_000, -1)).toBe(100); // 10 s left
    expect(Authenticator.counterFor(STEP_100 + 29_900, -1)).toBe(100);
  });

  it('gives a lasting code from the current step at the earliest (good until the next step ends)', () => {
    expect(Authenticator.counterFor(STEP_100 + 5_000, -1, true)).toBe(100); // 25 s left: not 99
    expect(Authenticator.counterFor(STEP_100 + 5_000, 100, true)).toBe(101);
    expect(Authenticator.counterFor(STEP_100 + 5_000, 101, true)).toBeUndefined();
  });

  it('never repeats a step and never goes beyond the next one', () => {
    expect(Authenticator.counterFor(STEP_100 + 5_000, 99)).toBe(100);
    expect(Authenticator.counterFor(STEP_100 + 5_000, 100)).toBe(101);
    expect(Authenticator.counterFor(STEP_100 + 5_000, 101)).toBeUndefined();
  });

  it('waits for the step to change when a third code is asked near its end', async () => {
    let now = STEP_100 + 25_000;
    const slept: number[] = [];
    const device = new Authenticator(
      RFC_SECRET,
      () => now,
      async (ms) => {
        slept.push(ms);
        now += ms;
      },
    );
    expect(await device.next()).toBe(totpAt(RFC_SECRET, 100));
    expect(await device.next()).toBe(totpAt(RFC_SECRET, 101));
    expect(await device.next()).toBe(totpAt(RFC_SECRET, 102)); // at 101 × 30 s + 50 ms: 102 is the next step
    expect(slept).toEqual([5_050]);
  });
});
