import {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatExact,
  formatPrice,
  formatSignedPercent,
  formatSize,
  formatTime,
  formatTokenAmount,
  formatUsdt,
} from '../../../../src/domain/shared/amount-format';

/** Russian and Ukrainian group thousands with a no-break space (U+00A0). */
const NBSP = '\u00a0';
/** Traditional Chinese puts a thin space (U+2009) between the day and the time. */
const THIN = '\u2009';

describe("the app's one amount formatter", () => {
  it("a price on its quote tick: 63,148.8158 on a 0.1 tick is 63,148.8 (rounded toward zero), the separators the language's", () => {
    expect(formatPrice('en', '63148.8158', '0.1')).toBe('63,148.8');
    expect(formatPrice('ru', '63148.8158', '0.1')).toBe(`63${NBSP}148,8`);
    expect(formatPrice('de', '63148.8158', '0.1')).toBe('63.148,8');
  });

  it('the same price reads the same everywhere: 60000 on a 0.1 tick is 60,000.0, never 60,000 or 60000', () => {
    expect(formatPrice('en', '60000', '0.1')).toBe('60,000.0');
    expect(formatPrice('en', '60000.00', '0.1')).toBe('60,000.0');
    expect(formatPrice('ru', '60000', '0.1')).toBe(`60${NBSP}000,0`);
    expect(formatPrice('de', '60000', '0.1')).toBe('60.000,0');
    // an instrument not known yet: 2 decimals
    expect(formatPrice('en', '60000', undefined)).toBe('60,000.00');
  });

  it('USDT values at 2 decimals: "Available 9,873.54716642" is 9,873.54; a loss of 1.572 is -1.57; -0.001 is 0.00', () => {
    expect(formatUsdt('en', '9873.54716642')).toBe('9,873.54');
    expect(formatUsdt('ru', '9873.54716642')).toBe(`9${NBSP}873,54`);
    expect(formatUsdt('de', '9873.54716642')).toBe('9.873,54');
    expect(formatUsdt('en', '-1.572')).toBe('-1.57');
    expect(formatUsdt('ru', '-1.572')).toBe('-1,57');
    expect(formatUsdt('en', '-0.001')).toBe('0.00');
    // a fee or PnL the exchange states to 9 decimals
    expect(formatUsdt('en', '0.315827000')).toBe('0.31');
  });

  it("sizes on the base step, token balances at the token's display precision", () => {
    expect(formatSize('en', '0.01', '0.0001')).toBe('0.0100');
    expect(formatSize('de', '1234.5', '0.001')).toBe('1.234,500');
    expect(formatTokenAmount('en', '0.123456789', 'BTC')).toBe('0.12345678');
    expect(formatTokenAmount('ru', '9873.54716642', 'USDT')).toBe(`9${NBSP}873,54`);
  });

  it('a message keeps the exchange\'s decimals but groups them: "at 62807.2" reads "at 62,807.2"', () => {
    expect(formatExact('en', '62807.2')).toBe('62,807.2');
    expect(formatExact('ru', '62807.2')).toBe(`62${NBSP}807,2`);
    expect(formatExact('de', '62807.2')).toBe('62.807,2');
    expect(formatExact('en', '1e-7')).toBe('0.0000001');
    expect(formatExact('en', 'abc')).toBe('--');
  });

  it('signed percents: ROE −0.04977 is -4.97%, +0.1234 is +12.34%', () => {
    expect(formatSignedPercent('en', '-0.04977')).toBe('-4.97%');
    expect(formatSignedPercent('ru', '-0.04977')).toBe('-4,97%');
    expect(formatSignedPercent('de', '0.1234')).toBe('+12,34%');
  });

  it("the app's own codes get their Intl tags: vn is Vietnamese (9.873,54), ukr Ukrainian", () => {
    expect(formatDecimal('vn', '9873.547', 2)).toBe('9.873,54');
    expect(formatDecimal('ukr', '9873.547', 2)).toBe(`9${NBSP}873,54`);
  });

  it("dates in the language's order on a 24-hour clock, not US-style in Russian", () => {
    const ms = Date.UTC(2026, 0, 2, 3, 4, 5);
    expect(formatDateTime('en', ms, 'UTC')).toBe('01/02/2026, 03:04:05');
    expect(formatDateTime('ru', ms, 'UTC')).toBe('02.01.2026, 03:04:05');
    expect(formatDateTime('de', ms, 'UTC')).toBe('02.01.2026, 03:04:05');
  });

  it('one price on a 0.1 tick in each language the tables are read in: en, ru, zh, vn', () => {
    expect(formatPrice('en', '60000', '0.1')).toBe('60,000.0');
    expect(formatPrice('ru', '60000', '0.1')).toBe(`60${NBSP}000,0`);
    expect(formatPrice('zh', '60000', '0.1')).toBe('60,000.0');
    expect(formatPrice('vn', '60000', '0.1')).toBe('60.000,0');
    expect(formatSize('vn', '0.5', '0.001')).toBe('0,500');
    expect(formatTokenAmount('zh', '1234.56789', 'USDT')).toBe('1,234.56');
  });

  it('dates and times per language: zh year first, vn day first with the time before it, never the US order outside English', () => {
    const ms = Date.UTC(2026, 0, 2, 3, 4, 5);
    expect(formatDateTime('zh', ms, 'UTC')).toBe(`2026/01/02${THIN}03:04:05`);
    expect(formatDateTime('vn', ms, 'UTC')).toBe('03:04:05 02/01/2026');
    expect(formatDate('en', ms, 'UTC')).toBe('01/02/2026');
    expect(formatDate('ru', ms, 'UTC')).toBe('02.01.2026');
    expect(formatDate('zh', ms, 'UTC')).toBe('2026/01/02');
    expect(formatDate('vn', ms, 'UTC')).toBe('02/01/2026');
    expect(formatTime('ru', Date.UTC(2026, 0, 2, 15, 4, 5), 'UTC')).toBe('15:04:05');
  });
});
