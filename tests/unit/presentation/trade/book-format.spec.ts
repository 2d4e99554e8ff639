import type { BookRow } from '../../../../src/domain/trade/book-grouping';
import { bookRowText, formatOnTick, sizeDecimals } from '../../../../src/presentation/trade/book-format';

const row: BookRow = {
  side: 'bid',
  price: '65000',
  quantity: '1.23456',
  notional: '80246.4',
  cumulativeQuantity: '12345.6789',
  cumulativeNotional: '802464000.5',
};

describe('book-format', () => {
  it('shows a price with the decimals of its tick, grouped and rounded toward zero, in the language', () => {
    expect(formatOnTick('en', '65000', '0.1')).toBe('65,000.0');
    expect(formatOnTick('en', '0.123456', '0.0001')).toBe('0.1234');
    expect(formatOnTick('de', '65000.25', '0.01')).toBe('65.000,25');
    // tick unknown: the value's own decimals
    expect(formatOnTick('en', '65000.25', undefined)).toBe('65,000.25');
  });

  it('formats a row: price on the tick, size and total with the size decimals', () => {
    expect(bookRowText(row, 'base', sizeDecimals('base', '0.001'), 'en', '0.1')).toEqual({
      value: '65000',
      price: '65,000.0',
      size: '1.234',
      total: '12,345.678',
    });
    expect(bookRowText(row, 'quote', sizeDecimals('quote', '0.001'), 'es', '0.1')).toEqual({
      value: '65000',
      price: '65.000,0',
      size: '80.246,40',
      total: '802.464.000,50',
    });
  });
});
