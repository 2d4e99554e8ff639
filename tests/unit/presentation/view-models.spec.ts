import { groupThousands, toProductTickerView } from '../../../src/presentation/market/product-ticker.view-model';
import { pageSizeOf } from '../../../src/presentation/shared/page-breakpoints';

describe('product ticker view model', () => {
  it('shows placeholders before data arrives', () => {
    expect(toProductTickerView(undefined, undefined)).toEqual({
      lastPrice: '--',
      change: '--',
      trend: 'flat',
      volume: '--',
      transactions: '--',
    });
  });

  it('formats price, change and totals', () => {
    const view = toProductTickerView(
      { lastPrice: '0.091299', change: '-3.339' },
      { volume: '1234567.899', transactions: 9876543, updateTime: 1 },
    );
    expect(view).toEqual({ lastPrice: '0.0912', change: '-3.33%', trend: 'down', volume: '1,234,567.89', transactions: '9,876,543' });
  });

  it('shows a change that rounds to zero as flat', () => {
    expect(toProductTickerView({ lastPrice: '1', change: '0.004' }, undefined)).toMatchObject({ change: '0.00%', trend: 'flat' });
  });

  it('groups thousands', () => {
    expect(groupThousands('1234567.50')).toBe('1,234,567.50');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('-1000')).toBe('-1,000');
  });
});

describe('page breakpoints', () => {
  it.each([
    [320, 'small'],
    [479, 'small'],
    [480, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1439, 'desktop'],
    [1440, 'wide'],
  ])('%i px is %s', (width, size) => expect(pageSizeOf(width)).toBe(size));
});
