import { toProductTickerView } from '../../../src/presentation/market/product-ticker.view-model';
import { pageSizeOf } from '../../../src/presentation/shared/page-breakpoints';

describe('product ticker view model', () => {
  it('shows placeholders before data arrives', () => {
    expect(toProductTickerView('en', undefined, undefined)).toEqual({
      lastPrice: '--',
      change: '--',
      trend: 'flat',
      volume: '--',
      transactions: '--',
    });
  });

  it('formats price, change and totals', () => {
    const view = toProductTickerView(
      'en',
      { lastPrice: '0.091299', change: '-3.339' },
      { volume: '1234567.899', transactions: 9876543, updateTime: 1 },
    );
    expect(view).toEqual({ lastPrice: '0.0912', change: '-3.33%', trend: 'down', volume: '1,234,567.89', transactions: '9,876,543' });
  });

  it('shows a change that rounds to zero as flat', () => {
    expect(toProductTickerView('en', { lastPrice: '1', change: '0.004' }, undefined)).toMatchObject({ change: '0.00%', trend: 'flat' });
  });

  it('shows a small fall that rounds to zero as flat, without a minus', () => {
    expect(toProductTickerView('en', { lastPrice: '1', change: '-0.009' }, undefined)).toMatchObject({ change: '0.00%', trend: 'flat' });
  });

  it('writes the figures in the separators of the language', () => {
    const ticker = { lastPrice: '1234.56789', change: '12.345' };
    const total = { volume: '4444624527.189', transactions: 1234567, updateTime: 1 };
    expect(toProductTickerView('en', ticker, total)).toEqual({
      lastPrice: '1,234.5678',
      change: '+12.34%',
      trend: 'up',
      volume: '4,444,624,527.18',
      transactions: '1,234,567',
    });
    expect(toProductTickerView('ru', ticker, total)).toEqual({
      lastPrice: '1\u00a0234,5678',
      change: '+12,34%',
      trend: 'up',
      volume: '4\u00a0444\u00a0624\u00a0527,18',
      transactions: '1\u00a0234\u00a0567',
    });
    expect(toProductTickerView('pt', ticker, total)).toMatchObject({ lastPrice: '1.234,5678', volume: '4.444.624.527,18' });
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
