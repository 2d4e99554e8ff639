import {
  adlQuantiles,
  clampFundingRate,
  crossLiquidationPriceOf,
  fundingPayment,
  isolatedEquity,
  isolatedLiquidationPrice,
  maintenanceMargin,
  marginRatio,
  marginRisk,
  markPriceOf,
  shouldLiquidate,
} from '../../../../../src/domain/trade/perps/risk';

describe('isolated liquidation price', () => {
  it.each([
    // long 1 @ 100, margin 28, mmr 0.1: (100 − 28) ÷ 0.9 = 80 (equity 28 − 20 = 8 = 80 × 0.1)
    ['1', '100', '28', '0.1', '80'],
    // short 1 @ 100, margin 32, mmr 0.2: (100 + 32) ÷ 1.2 = 110 (equity 32 − 10 = 22 = 110 × 0.2)
    ['-1', '100', '32', '0.2', '110'],
    // long 2 @ 50, margin 10, mmr 0.5: (100 − 10) ÷ (2 − 1) = 90
    ['2', '50', '10', '0.5', '90'],
    // short 4 @ 25, margin 20, mmr 0.25: (−100 − 20) ÷ (−4 − 1) = 24
    ['-4', '25', '20', '0.25', '24'],
  ])('holding %s @ %s, margin %s, mmr %s → %s', (holding, averageOpenPrice, isolatedMargin, maintenanceMarginRatio, expected) => {
    expect(isolatedLiquidationPrice({ holding, averageOpenPrice, isolatedMargin, maintenanceMarginRatio })).toBe(expected);
  });

  it('a long whose margin covers its whole notional cannot be liquidated; flat has no price', () => {
    expect(
      isolatedLiquidationPrice({ holding: '1', averageOpenPrice: '100', isolatedMargin: '100', maintenanceMarginRatio: '0.1' }),
    ).toBeUndefined();
    expect(
      isolatedLiquidationPrice({ holding: '0', averageOpenPrice: '0', isolatedMargin: '0', maintenanceMarginRatio: '0.1' }),
    ).toBeUndefined();
  });

  it('equity at the liquidation price equals the maintenance margin', () => {
    const p = { holding: '1', averageOpenPrice: '100', isolatedMargin: '28', maintenanceMarginRatio: '0.1' };
    expect(isolatedEquity(p, '80')).toBe('8');
    expect(maintenanceMargin('1', '80', '0.1')).toBe('8');
  });
});

describe('cross liquidation price', () => {
  it('one position: the collateral plays the isolated margin', () => {
    const account = {
      collateral: '28',
      positions: [
        { symbol: 'PERP_X_USDT', holding: '1', averageOpenPrice: '100', markPrice: '100', leverage: '10', maintenanceMarginRatio: '0.1' },
      ],
    };
    expect(crossLiquidationPriceOf(account, 'PERP_X_USDT')).toBe('80');
  });

  it("another position's PnL less its maintenance adds to the collateral", () => {
    // other: short 1 @ 50, mark 40 → PnL +10, maintenance 40 × 0.1 = 4 → collateral′ = 22 + 10 − 4 = 28 → 80
    const account = {
      collateral: '22',
      positions: [
        { symbol: 'PERP_X_USDT', holding: '1', averageOpenPrice: '100', markPrice: '100', leverage: '10', maintenanceMarginRatio: '0.1' },
        { symbol: 'PERP_Y_USDT', holding: '-1', averageOpenPrice: '50', markPrice: '40', leverage: '10', maintenanceMarginRatio: '0.1' },
      ],
    };
    expect(crossLiquidationPriceOf(account, 'PERP_X_USDT')).toBe('80');
  });
});

describe('margin ratio and the decision at the exact boundary', () => {
  it('margin ratio is equity ÷ notional', () => {
    expect(marginRatio('8', '80')).toBe('0.1');
    expect(marginRatio('1', '0')).toBeUndefined();
  });

  it.each([
    ['8', '8', true], // equal liquidates
    ['7.99', '8', true],
    ['8.01', '8', false],
    ['-3', '0.5', true],
  ])('equity %s, maintenance %s → %s', (equity, maintenance, expected) => {
    expect(shouldLiquidate(equity, maintenance)).toBe(expected);
  });

  it('one tick either side of the liquidation price (long 1 @ 100, margin 28, mmr 0.1, tick 0.1)', () => {
    const p = { holding: '1', averageOpenPrice: '100', isolatedMargin: '28', maintenanceMarginRatio: '0.1' };
    const at = (mark: string) => shouldLiquidate(isolatedEquity(p, mark), maintenanceMargin('1', mark, '0.1'));
    expect(at('80.1')).toBe(false);
    expect(at('80')).toBe(true);
    expect(at('79.9')).toBe(true);
  });
});

describe('funding payment', () => {
  it.each([
    // notional at the mark × rate; a positive rate: longs pay, shorts receive
    ['2', '50000', '0.0001', '-10', 'Pay'],
    ['-2', '50000', '0.0001', '10', 'Receive'],
    // a negative rate: longs receive, shorts pay
    ['1', '30000', '-0.0002', '6', 'Receive'],
    ['-1', '30000', '-0.0002', '-6', 'Pay'],
    ['0.5', '61234.5', '0.0003', '-9.185175', 'Pay'],
  ])('holding %s at mark %s, rate %s → %s (%s)', (holding, mark, rate, amount, paymentType) => {
    expect(fundingPayment(holding, mark, rate)).toEqual({ amount, paymentType });
  });

  it.each([
    ['0.005', '0.003', '0.003'],
    ['-0.004', '0.003', '-0.003'],
    ['0.001', '0.003', '0.001'],
    ['0.003', '0.003', '0.003'],
  ])('rate %s clamped by cap %s → %s', (rate, cap, expected) => {
    expect(clampFundingRate(rate, cap)).toBe(expected);
  });
});

describe('mark price: median of index × (1 + basis), the book mid and the last price', () => {
  it.each([
    // 102, 100, 105 → 102
    [{ index: '100', basis: '0.02', bestBid: '99', bestAsk: '101', last: '105', tick: '0.5' }, '102'],
    // a wild last price alone does not move it: 100, 100.5, 150 → 100.5
    [{ index: '100', basis: '0', bestBid: '100', bestAsk: '101', last: '150', tick: '0.5' }, '100.5'],
    // no book: mean of 100 and 104
    [{ index: '100', basis: '0', last: '104', tick: '0.1' }, '102'],
    // index only, rounded half up to the tick
    [{ index: '100.05', basis: '0', tick: '0.1' }, '100.1'],
    [{ index: '100.04', basis: '0', tick: '0.1' }, '100'],
  ])('%o → %s', (inputs, expected) => {
    expect(markPriceOf(inputs)).toBe(expected);
  });
});

describe('ADL quantile from PnL% × leverage', () => {
  it('ranks the profitable, losers are 1', () => {
    const q = adlQuantiles([
      { key: 'a', pnlRatio: '0.5', leverage: '10' }, // 5
      { key: 'b', pnlRatio: '0.1', leverage: '20' }, // 2
      { key: 'c', pnlRatio: '-0.2', leverage: '5' }, // −1
      { key: 'd', pnlRatio: '0.2', leverage: '5' }, // 1
      { key: 'e', pnlRatio: '1', leverage: '2' }, // 2
    ]);
    // winners by score: d 1 (rank 1), b and e 2 (tied, rank 3), a 5 (rank 4) of 4: ⌈5r/4⌉ = 2, 4, 4, 5
    expect(Object.fromEntries(q)).toEqual({ a: 5, b: 4, c: 1, d: 2, e: 4 });
  });

  it('a lone profitable position is 5, a flat one 1', () => {
    expect(
      Object.fromEntries(
        adlQuantiles([
          { key: 'x', pnlRatio: '0.01', leverage: '1' },
          { key: 'y', pnlRatio: '0', leverage: '10' },
        ]),
      ),
    ).toEqual({ x: 5, y: 1 });
  });
});

describe('margin risk light: maintenance ÷ equity', () => {
  it.each([
    ['100', '0', 'safe'],
    ['100', '49.99', 'safe'],
    ['100', '50', 'warning'],
    ['100', '79.99', 'warning'],
    ['100', '80', 'danger'],
    ['0', '1', 'danger'],
    ['-5', '1', 'danger'],
  ])('equity %s, maintenance %s → %s', (equity, maintenance, expected) => {
    expect(marginRisk(equity, maintenance)).toBe(expected);
  });
});
