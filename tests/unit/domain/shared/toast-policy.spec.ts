import { TOAST_POLICY, visibleToasts, type Toast } from '../../../../src/domain/shared/toast-policy';
import { backoffDelay } from '../../../../src/domain/shared/backoff';

const toast = (id: number, shownAt: number): Toast => ({ id, kind: 'error', message: `t${id}`, shownAt });

describe('toast policy', () => {
  it('is top 60, at most 3, 3 seconds', () => {
    expect(TOAST_POLICY).toEqual({ topOffset: 60, maxCount: 3, durationMs: 3000 });
  });

  it('keeps the newest three', () => {
    expect(visibleToasts([toast(1, 0), toast(2, 0), toast(3, 0), toast(4, 0)], 0).map((t) => t.id)).toEqual([2, 3, 4]);
  });

  it('drops toasts at exactly 3 seconds', () => {
    expect(visibleToasts([toast(1, 0)], 2999)).toHaveLength(1);
    expect(visibleToasts([toast(1, 0)], 3000)).toHaveLength(0);
  });
});

describe('backoff', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a, 1000, 30_000))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect([0, 1, 2, 3, 4].map((a) => backoffDelay(a, 350, Infinity))).toEqual([350, 700, 1400, 2800, 5600]);
  });
});
