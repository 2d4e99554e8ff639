import { megabytes, ratioPercent, share, tokenAmount, usdt } from '../../../../src/presentation/reserves/format';

describe('reserves figures', () => {
  it('keeps every digit of a token amount and groups it the way of the language', () => {
    expect(tokenAmount('1234567.123456789', 'en')).toBe('1,234,567.123456789');
    expect(tokenAmount('1234567.123456789', 'ru')).toBe('1\u00a0234\u00a0567,123456789');
    expect(tokenAmount('1234567.10', 'es')).toBe('1.234.567,10');
    expect(tokenAmount('42', 'ru')).toBe('42');
    expect(tokenAmount('-0.5', 'en')).toBe('-0.5');
  });

  it('shows a value that is not a decimal as it came', () => {
    expect(tokenAmount('n/a', 'en')).toBe('n/a');
  });

  it('writes ratios, shares, USDT and sizes in the separators of the language', () => {
    // 1.0523 × 100 = 105.23; 0.123456 × 100 = 12.3456 → 12.35
    expect(ratioPercent('1.0523', 'en')).toBe('105.23%');
    expect(ratioPercent('1.0523', 'ru')).toBe('105,23%');
    expect(ratioPercent(undefined, 'ru')).toBe('—');
    expect(share('0.123456', 'pt')).toBe('12,35%');
    expect(usdt('9876543.2', 'ru')).toBe('9\u00a0876\u00a0543,20');
    // 2,500,000 bytes = 2.5 MB
    expect(megabytes(2_500_000, 'en')).toBe('2.5 MB');
    expect(megabytes(2_500_000, 'ukr')).toBe('2,5 MB');
  });
});
