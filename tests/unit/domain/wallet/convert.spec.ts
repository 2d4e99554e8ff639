import {
  acceptVerdict,
  buyQuantityOf,
  crossMid,
  isExpired,
  quoteFigures,
  quotedPrice,
  secondsLeft,
  sellLimits,
  sellQuantityProblem,
} from '../../../../src/domain/wallet/convert';

describe('convert: quote arithmetic', () => {
  it.each([
    // mid, spread bps, price: mid × (10000 − bps) ÷ 10000
    ['50000', 20, '49900'],
    ['50000', 0, '50000'],
    ['3000', 25, '2992.5'],
    // 1 ÷ 50,000 = 0.00002 less 0.2 % = 0.00001996
    ['0.00002', 20, '0.00001996'],
    // 1 ÷ 3 × 0.998 = 0.332666…: 10 significant digits, rounded down
    ['0.3333333333333', 20, '0.3326666666'],
  ])('mid %s with %i bps → %s', (mid, bps, price) => {
    expect(quotedPrice(mid, bps)).toBe(price);
  });

  it.each([
    // sell, price, buy decimals, buy quantity (rounded down)
    ['0.01', '49900', 6, '499'],
    ['0.012345', '49900', 2, '616.01'], // 616.0155 → 616.01
    ['100', '0.00001996', 6, '0.001996'],
    ['123.45', '0.00001996', 6, '0.002464'], // 0.002464062 → 0.002464
    ['1', '0.3326666666', 4, '0.3326'],
  ])('%s × %s to %i decimals → %s (never more)', (sell, price, decimals, buy) => {
    expect(buyQuantityOf(sell, price, decimals)).toBe(buy);
  });

  it('a quote: 0.05 BTC to USDT at mid 50,000 with 20 bps → price 49,900 and 2,495 USDT', () => {
    expect(quoteFigures({ sellQuantity: '0.05', mid: '50000', buyDecimals: 6, spreadBps: 20 })).toEqual({
      buyPrice: '49900',
      buyQuantity: '2495',
    });
  });

  it('crosses two tokens through USDT: ETH at 3,000 into BTC at 50,000 → 0.06', () => {
    expect(crossMid('3000', '50000')).toBe('0.06');
    expect(quoteFigures({ sellQuantity: '1', mid: crossMid('3000', '50000'), buyDecimals: 6 })).toEqual({
      buyPrice: '0.05988',
      buyQuantity: '0.05988',
    });
  });
});

describe('convert: sell limits', () => {
  it('1 USDT to 200,000 USDT of value: BTC at 30,000 → min 0.00003334 (up), max 6.66666666 (down)', () => {
    expect(sellLimits('30000', 8)).toEqual({ min: '0.00003334', max: '6.66666666' });
  });

  it.each([
    ['0.00003333', 'sellQuantity: must be at least 0.00003334 BTC'],
    ['7', 'sellQuantity: must be at most 6.66666666 BTC'],
    ['0', 'sellQuantity: must be a positive number'],
    ['-1', 'sellQuantity: must be a positive number'],
    ['abc', 'sellQuantity: must be a positive number'],
    ['0.000000001', 'sellQuantity: at most 8 decimals for BTC'],
    ['0.5', undefined],
    ['0.00003334', undefined],
  ])('%s → %s', (q, problem) => {
    expect(sellQuantityProblem(q, 'BTC', 8, sellLimits('30000', 8))).toBe(problem);
  });
});

describe('convert: expiry and acceptance', () => {
  const quote = { sellToken: 'BTC', sellQuantity: '0.05', expireTimestamp: 10_000 };

  it.each([
    [0, 10, false],
    [1, 10, false],
    [9_001, 1, false],
    [9_999, 1, false],
    [10_000, 0, true],
    [12_000, 0, true],
  ])('at %i ms: %i s left, expired %s', (now, left, expired) => {
    expect(secondsLeft(10_000, now)).toBe(left);
    expect(isExpired(10_000, now)).toBe(expired);
  });

  it('accepts before expiry with enough balance', () => {
    expect(acceptVerdict(quote, '0.1', 9_999)).toEqual({ ok: true });
    expect(acceptVerdict(quote, '0.05', 5_000)).toEqual({ ok: true });
  });

  it('refuses once expired', () => {
    expect(acceptVerdict(quote, '1', 10_000)).toEqual({ ok: false, reason: 'expired', message: 'quote expired' });
  });

  it('names the shortfall: 0.05 needed, 0.03 available → 0.02 short', () => {
    expect(acceptVerdict(quote, '0.03', 1_000)).toEqual({
      ok: false,
      reason: 'shortfall',
      shortfall: '0.02',
      message: 'Insufficient BTC: 0.05 needed, 0.03 available (0.02 short)',
    });
  });
});
