import {
  hedgeAction,
  hedgeOrder,
  isolatedMarginAfterFill,
  leverageChangeVerdict,
  leverageMarks,
  maintenanceRatioFor,
  maxLeverageFor,
  maxNotionalFor,
  maxRemovableMargin,
  positionTarget,
  symbolMaxLeverage,
  type LeverageChange,
  type LeverageTier,
} from '../../../../../src/domain/trade/perps/leverage';

const TIERS: LeverageTier[] = [
  { maxNotional: '1000000', maxLeverage: 50, maintenanceMarginRatio: '0.01' },
  { maxNotional: '5000000', maxLeverage: 20, maintenanceMarginRatio: '0.025' },
  { maxNotional: '20000000', maxLeverage: 10, maintenanceMarginRatio: '0.05' },
  { maxNotional: '100000000', maxLeverage: 5, maintenanceMarginRatio: '0.1' },
];

describe('leverage tiers', () => {
  it.each([
    ['0', 50, '0.01'],
    ['1000000', 50, '0.01'],
    ['1000000.01', 20, '0.025'],
    ['-3000000', 20, '0.025'],
    ['20000000', 10, '0.05'],
    ['150000000', 5, '0.1'],
  ])('a notional of %s allows %ix, maintenance %s', (notional, leverage, mmr) => {
    expect(maxLeverageFor(TIERS, notional)).toBe(leverage);
    expect(maintenanceRatioFor(TIERS, notional)).toBe(mmr);
  });

  it.each([
    [50, '1000000'],
    [21, '1000000'],
    [20, '5000000'],
    [11, '5000000'],
    [10, '20000000'],
    [5, '100000000'],
    [1, '100000000'],
    [51, undefined],
  ])('at %ix a position may reach %s USDT', (leverage, cap) => {
    expect(maxNotionalFor(TIERS, leverage)).toBe(cap);
  });

  it('the symbol maximum and the slider marks', () => {
    expect(symbolMaxLeverage(TIERS)).toBe(50);
    expect(leverageMarks(50)).toEqual([1, 5, 10, 20, 50]);
    expect(leverageMarks(20)).toEqual([1, 5, 10, 20]);
    expect(leverageMarks(100)).toEqual([1, 5, 10, 20, 50, 100]);
    expect(leverageMarks(25)).toEqual([1, 5, 10, 20, 25]);
  });
});

describe('leverage change', () => {
  const base: LeverageChange = {
    marginMode: 'CROSS',
    current: 10,
    next: 5,
    tiers: TIERS,
    positionNotional: '6000',
    orderNotional: '0',
    freeCollateral: '0',
    isolatedMargin: '0',
  };

  it.each<[string, Partial<LeverageChange>, ReturnType<typeof leverageChangeVerdict>]>([
    // 6000 at 10× holds 600; at 5× 1200: 600 more, free 600 → allowed
    ['cross, free collateral covers exactly', { freeCollateral: '600' }, { allowed: true }],
    // 600 more needed, free 599.5 → 0.50 short
    [
      'cross, 0.50 short',
      { freeCollateral: '599.5' },
      {
        allowed: false,
        reason: 'margin',
        refusal: { code: 'leverage.collateralShort', params: { shortfall: { decimal: '0.5', places: 2 } } },
        limit: '0.50',
      },
    ],
    // orders: 2000 at 10× = 200, at 5× = 400: +200; with the position's +600 → 800 needed
    [
      'cross, orders count too',
      { freeCollateral: '799', orderNotional: '2000' },
      {
        allowed: false,
        reason: 'margin',
        refusal: { code: 'leverage.collateralShort', params: { shortfall: { decimal: '1', places: 2 } } },
        limit: '1.00',
      },
    ],
    ['raising leverage needs nothing', { next: 20, freeCollateral: '0' }, { allowed: true }],
    // isolated: 6000 / 5 = 1200 needed, 1000 set aside → 200 short
    [
      'isolated, 200 short',
      { marginMode: 'ISOLATED', isolatedMargin: '1000', freeCollateral: '5000' },
      {
        allowed: false,
        reason: 'margin',
        refusal: {
          code: 'leverage.isolatedShort',
          params: { shortfall: { decimal: '200', places: 2 }, required: { decimal: '1200', places: 2 } },
        },
        limit: '200.00',
      },
    ],
    ['isolated, covered', { marginMode: 'ISOLATED', isolatedMargin: '1200' }, { allowed: true }],
    [
      'above the symbol maximum',
      { next: 51 },
      { allowed: false, reason: 'range', refusal: { code: 'leverage.range', params: { max: { decimal: '50' } } }, limit: '50' },
    ],
    [
      'not a whole number',
      { next: 2.5 },
      { allowed: false, reason: 'range', refusal: { code: 'leverage.range', params: { max: { decimal: '50' } } }, limit: '50' },
    ],
    [
      'above the tier of the position',
      { positionNotional: '2000000', next: 25, freeCollateral: '1e9' },
      {
        allowed: false,
        reason: 'tier',
        refusal: { code: 'leverage.tier', params: { notional: { decimal: '2000000', places: 2 }, max: { decimal: '20' } } },
        limit: '20',
      },
    ],
  ])('%s', (_name, change, verdict) => {
    expect(leverageChangeVerdict({ ...base, ...change })).toEqual(verdict);
  });
});

describe('isolated margin', () => {
  it.each([
    // 0.1 BTC at mark 60000 = 6000, 10× → 600 initial; 1000 set aside → 400 removable
    ['1000', '6000', 10, '400'],
    ['600', '6000', 10, '0'],
    ['500', '-6000', 10, '0'],
    ['250.5', '4000', 20, '50.5'],
  ])('%s set aside, %s notional at %ix → %s removable', (margin, notional, leverage, max) => {
    expect(maxRemovableMargin(margin, notional, leverage)).toBe(max);
  });

  it.each([
    // open 0.1 at 60000, 10× → 600
    ['0', '0', '0.1', '60000', 10, '600'],
    // grow by 0.1 at 62000 → 600 + 620
    ['600', '0.1', '0.2', '62000', 10, '1220'],
    // close half: 1220 × 0.1 / 0.2
    ['1220', '0.2', '0.1', '63000', 10, '610'],
    ['610', '0.1', '0', '63000', 10, '0'],
    // flip from long 0.1 to short 0.05 at 50000, 5× → 500
    ['610', '0.1', '-0.05', '50000', 5, '500'],
  ])('margin %s, holding %s → %s at %s, %ix → %s', (margin, before, after, price, leverage, next) => {
    expect(isolatedMarginAfterFill(margin, before, after, price, leverage)).toBe(next);
  });
});

describe('position side', () => {
  it.each([
    ['ONE_WAY', 'BUY', undefined, { ok: true, positionSide: 'BOTH', closes: false }],
    ['ONE_WAY', 'SELL', 'BOTH', { ok: true, positionSide: 'BOTH', closes: false }],
    ['ONE_WAY', 'SELL', 'LONG', { ok: false, refusal: { code: 'position.sideOneWay', params: {} } }],
    ['HEDGE_MODE', 'BUY', 'LONG', { ok: true, positionSide: 'LONG', closes: false }],
    ['HEDGE_MODE', 'SELL', 'LONG', { ok: true, positionSide: 'LONG', closes: true }],
    ['HEDGE_MODE', 'SELL', 'SHORT', { ok: true, positionSide: 'SHORT', closes: false }],
    ['HEDGE_MODE', 'BUY', 'SHORT', { ok: true, positionSide: 'SHORT', closes: true }],
    ['HEDGE_MODE', 'BUY', 'BOTH', { ok: false, refusal: { code: 'position.sideHedge', params: {} } }],
    ['HEDGE_MODE', 'BUY', undefined, { ok: false, refusal: { code: 'position.sideHedge', params: {} } }],
  ] as const)('%s %s %s', (mode, side, positionSide, target) => {
    expect(positionTarget(mode, side, positionSide)).toEqual(target);
  });

  it.each([
    ['BUY', 'LONG', 'OPEN_LONG'],
    ['SELL', 'LONG', 'CLOSE_LONG'],
    ['SELL', 'SHORT', 'OPEN_SHORT'],
    ['BUY', 'SHORT', 'CLOSE_SHORT'],
  ] as const)('%s %s is %s and back', (side, positionSide, action) => {
    expect(hedgeAction(side, positionSide)).toBe(action);
    expect(hedgeOrder(action)).toEqual({ side, positionSide });
  });
});
