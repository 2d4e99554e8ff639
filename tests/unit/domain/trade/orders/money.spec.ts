import { walkBook, slippage, slippageVerdict } from '../../../../../src/domain/trade/orders/book-walk';
import { accountEquity } from '../../../../../src/domain/trade/orders/account-value';
import { combinedDiscount, discountedFees, fillFee } from '../../../../../src/domain/trade/orders/fees';
import { spotFunds } from '../../../../../src/domain/trade/orders/funds';
import {
  crossFigures,
  liquidationPrice,
  orderMargin,
  positionFigures,
  type MarginPosition,
} from '../../../../../src/domain/trade/orders/margin';
import { applyFill, FLAT } from '../../../../../src/domain/trade/orders/position';

const RATES = { makerFee: '2', takerFee: '5' };

describe('fees: 5 bp taker, 2 bp maker', () => {
  it('a spot buy pays in the base token: 0.01 × 0.0005 = 0.000005 BTC', () => {
    expect(fillFee('SPOT_BTC_USDT', 'BUY', '50000', '0.01', RATES, false)).toEqual({ fee: '0.000005', feeAsset: 'BTC' });
  });
  it('a spot sell pays in the quote token: 500 × 0.0005 = 0.25 USDT', () => {
    expect(fillFee('SPOT_BTC_USDT', 'SELL', '50000', '0.01', RATES, false)).toEqual({ fee: '0.25', feeAsset: 'USDT' });
  });
  it('a perpetual maker fill pays on the notional: 500 × 0.0002 = 0.1 USDT', () => {
    expect(fillFee('PERP_BTC_USDT', 'BUY', '50000', '0.01', RATES, true)).toEqual({ fee: '0.1', feeAsset: 'USDT' });
  });
  it.each([
    ['0.05', '1.9', '4.75'], // My WOO tier 1: 2 × 0.95, 5 × 0.95
    ['0.2', '1.6', '4'], // tier 3
    ['0.4', '1.2', '3'], // tier 5
  ])('a %s discount: maker %s bp, taker %s bp', (discount, makerFee, takerFee) => {
    expect(discountedFees(RATES, discount)).toEqual({ makerFee, takerFee });
  });
  it('no discount keeps the same rates; a discount above 100 % is refused', () => {
    expect(discountedFees(RATES, '0')).toBe(RATES);
    expect(() => discountedFees(RATES, '1.5')).toThrow(RangeError);
  });
  it('a tier and a coupon together: 1 − 0.95 × 0.8 = 0.24 off, 5 bp → 3.8 bp; either alone is itself', () => {
    expect(combinedDiscount('0.05', '0.2')).toBe('0.24');
    expect(discountedFees(RATES, combinedDiscount('0.05', '0.2'))).toEqual({ makerFee: '1.52', takerFee: '3.8' });
    expect(combinedDiscount('0', '0.2')).toBe('0.2');
    expect(combinedDiscount('0.1', '0')).toBe('0.1');
  });
  it('a discounted taker sell of 500 USDT at tier 1 pays 500 × 0.000475 = 0.2375 USDT', () => {
    expect(fillFee('SPOT_BTC_USDT', 'SELL', '50000', '0.01', discountedFees(RATES, '0.05'), false)).toEqual({
      fee: '0.2375',
      feeAsset: 'USDT',
    });
  });
});

describe('walkBook and slippage', () => {
  const asks = [
    { price: '100', quantity: '1' },
    { price: '101', quantity: '2' },
    { price: '102', quantity: '5' },
  ];
  it('2.5 base: 100 + 1.5 × 101 = 251.5, average 100.6', () => {
    expect(walkBook(asks, { quantity: '2.5' })).toEqual({
      filled: '2.5',
      cost: '251.5',
      averagePrice: '100.6',
      worstPrice: '101',
      complete: true,
    });
  });
  it('250 quote: 1 at 100, then 150/101 at 101; average 25250/251', () => {
    const walk = walkBook(asks, { amount: '250' });
    expect(walk.cost).toBe('250');
    expect(walk.filled.startsWith('2.4851485148514851')).toBe(true);
    expect(walk.averagePrice?.startsWith('100.5976095617529')).toBe(true);
  });
  it('10 base against 8 visible is incomplete', () => {
    expect(walkBook(asks, { quantity: '10' })).toEqual(expect.objectContaining({ filled: '8', complete: false, worstPrice: '102' }));
  });
  it('slippage is adverse only, and warns at 5 %, refuses at 10 %', () => {
    expect(slippage('BUY', '100.6', '100')).toBe('0.006');
    expect(slippage('SELL', '95', '100')).toBe('0.05');
    expect(slippage('BUY', '99', '100')).toBe('0');
    expect(['0.049', '0.05', '0.0999', '0.1'].map(slippageVerdict)).toEqual(['ok', 'warn', 'warn', 'refuse']);
  });
});

describe('applyFill', () => {
  it('adds, reduces with realised PnL, flips, and closes', () => {
    const a = applyFill(FLAT, 'BUY', '2', '100');
    expect(a).toEqual({ holding: '2', averageOpenPrice: '100', realizedPnl: '0' });
    const b = applyFill(a, 'BUY', '1', '130');
    expect(b).toEqual({ holding: '3', averageOpenPrice: '110', realizedPnl: '0' });
    const c = applyFill(b, 'SELL', '1', '120');
    expect(c).toEqual({ holding: '2', averageOpenPrice: '110', realizedPnl: '10' });
    const d = applyFill(c, 'SELL', '5', '90');
    expect(d).toEqual({ holding: '-3', averageOpenPrice: '90', realizedPnl: '-40' });
    expect(applyFill(d, 'BUY', '3', '80')).toEqual({ holding: '0', averageOpenPrice: '0', realizedPnl: '30' });
  });
});

describe('cross margin', () => {
  const longA: MarginPosition = {
    symbol: 'PERP_A_USDT',
    holding: '2',
    averageOpenPrice: '100',
    markPrice: '110',
    leverage: '10',
    maintenanceMarginRatio: '0.01',
  };
  const shortB: MarginPosition = {
    symbol: 'PERP_B_USDT',
    holding: '-1',
    averageOpenPrice: '50',
    markPrice: '40',
    leverage: '5',
    maintenanceMarginRatio: '0.02',
  };

  it('position figures: notional 220, PnL 20, IM 22, MM 2.2, ROE 20 / 20 = 1', () => {
    expect(positionFigures(longA)).toEqual({
      notional: '220',
      unrealizedPnl: '20',
      initialMargin: '22',
      maintenanceMargin: '2.2',
      roe: '1',
    });
  });
  it('account: value 1000 + 30, IM 30, free 1000 (900 with 100 in orders), ratio 1030 / 260', () => {
    const figures = crossFigures({ collateral: '1000', positions: [longA, shortB] });
    expect(figures).toEqual(
      expect.objectContaining({
        totalAccountValue: '1030',
        unrealizedPnl: '30',
        initialMargin: '30',
        maintenanceMargin: '3',
        freeCollateral: '1000',
      }),
    );
    expect(figures.marginRatio?.startsWith('3.96153846153846')).toBe(true);
    expect(crossFigures({ collateral: '1000', positions: [longA, shortB], orderMargin: '100' }).freeCollateral).toBe('900');
  });
  it('liquidation: long 2 @ 100 on 50 collateral → 150 / 1.98; short 1 @ 50 on 10 → 60 / 1.02', () => {
    expect(liquidationPrice({ collateral: '50', positions: [longA] }, 'PERP_A_USDT')?.startsWith('75.757575757575')).toBe(true);
    expect(liquidationPrice({ collateral: '10', positions: [shortB] }, 'PERP_B_USDT')?.startsWith('58.823529411764')).toBe(true);
    expect(liquidationPrice({ collateral: '1000', positions: [longA, shortB] }, 'PERP_A_USDT')).toBeUndefined();
  });
  it('order margin: 0.5 × 40000 ÷ 20 = 1000', () => {
    expect(orderMargin('40000', '0.5', '20')).toBe('1000');
  });
});

describe('spotFunds', () => {
  it('locks quote for buys and base for sells', () => {
    expect(spotFunds({ symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', price: '100', quantity: '0.5' })).toEqual({
      asset: 'USDT',
      required: '50',
    });
    expect(spotFunds({ symbol: 'SPOT_BTC_USDT', side: 'SELL', type: 'LIMIT', price: '100', quantity: '0.5' })).toEqual({
      asset: 'BTC',
      required: '0.5',
    });
    expect(spotFunds({ symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', amount: '25' })).toEqual({ asset: 'USDT', required: '25' });
    expect(spotFunds({ symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: '2' }, '101.5')).toEqual({
      asset: 'USDT',
      required: '203',
    });
  });
});

describe('accountEquity', () => {
  it('values 9,934.36 USDT + 0.10099950 BTC at 65,000 + 1 ETH at 3,000, plus 12.5 PnL', () => {
    const prices: Record<string, string> = { BTC: '65000', ETH: '3000' };
    const holdings = [
      { token: 'USDT', holding: '9934.36' },
      { token: 'BTC', holding: '0.1009995' },
      { token: 'ETH', holding: '1' },
      { token: 'WOO', holding: '0' },
    ];
    // 9934.36 + 6564.9675 + 3000 + 12.5
    expect(accountEquity(holdings, 'USDT', (t) => prices[t], '12.5')).toEqual({ equity: '19511.8275', unpriced: [] });
  });
  it('names a held token without a price', () => {
    expect(
      accountEquity(
        [
          { token: 'USDT', holding: '10' },
          { token: 'XYZ', holding: '2' },
        ],
        'USDT',
        () => undefined,
        '0',
      ),
    ).toEqual({ equity: '10', unpriced: ['XYZ'] });
  });
});
