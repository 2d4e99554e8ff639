import {
  liveFreeCollateral,
  openOrderMargin,
  type LivePosition,
  type MarginOrder,
} from '../../../../../src/domain/trade/perps/live-position';

/** The order form's "Available" and the account panel's "Available margin" are this one figure. */
const crossBtc: LivePosition = {
  symbol: 'PERP_BTC_USDT',
  holding: '0.01',
  averageOpenPrice: '63165.4',
  markPrice: '63008.2',
  leverage: '20',
  maintenanceMarginRatio: '0.005',
  marginMode: 'CROSS',
};
const isolatedEth: LivePosition = {
  symbol: 'PERP_ETH_USDT',
  holding: '-1',
  averageOpenPrice: '2000',
  markPrice: '2100',
  leverage: '10',
  maintenanceMarginRatio: '0.005',
  marginMode: 'ISOLATED',
  isolatedMargin: '50',
};
const order = (o: Partial<MarginOrder>): MarginOrder => ({
  symbol: 'PERP_ETH_USDT',
  price: '2000',
  quantity: '0.5',
  executed: '0.1',
  reduceOnly: false,
  ...o,
});

describe("free collateral at the live marks (the exchange's freeCollateral)", () => {
  it('open orders hold price × what is left ÷ leverage: 2,000 × (0.5 − 0.1) ÷ 10 = 80; reduce-only, market and spot orders hold none', () => {
    const leverage = (symbol: string) => (symbol === 'PERP_ETH_USDT' ? '10' : '20');
    expect(openOrderMargin([order({})], leverage)).toBe('80');
    expect(
      openOrderMargin([order({}), order({ reduceOnly: true }), order({ price: null }), order({ symbol: 'SPOT_ETH_USDT' })], leverage),
    ).toBe('80');
    // BTC at 20×: 60,000 × 0.002 ÷ 20 = 6
    expect(
      openOrderMargin([order({}), order({ symbol: 'PERP_BTC_USDT', price: '60000', quantity: '0.002', executed: '0' })], leverage),
    ).toBe('86');
  });

  it('counts an order again when its leverage changed, and a list of the same orders (remembered) to the same figure', () => {
    const eth = order({});
    const btc = order({ symbol: 'PERP_BTC_USDT', price: '60000', quantity: '0.003', executed: '0' });
    expect(openOrderMargin([eth, btc], () => '20')).toBe('49'); // 40 + 9
    expect(openOrderMargin([btc, eth], () => '20')).toBe('49');
    expect(openOrderMargin([eth, btc], (symbol) => (symbol === 'PERP_BTC_USDT' ? '3' : '20'))).toBe('100'); // 40 + 60
    expect(openOrderMargin([eth, { ...btc, executed: '0.0015' }], () => '20')).toBe('44.5'); // 40 + 4.5
  });

  it('9,950 cross collateral − 1.572 loss − 31.5041 initial margin − 80 held by orders = 9,836.9239; the isolated position counts only through its margin', () => {
    // cross collateral: 10,000 holding − 0 frozen − 50 isolated margin = 9,950
    const account = { crossCollateral: '9950', positions: [crossBtc, isolatedEth] };
    expect(liveFreeCollateral(account, '80')).toBe('9836.9239');
    // without orders: 9,950 − 1.572 − 31.5041 = 9,916.9239
    expect(liveFreeCollateral(account, '0')).toBe('9916.9239');
  });

  it('follows the mark: at 64,008.2 the long gains 10 − 1.572 = 8.428 and its margin is 640.082 ÷ 20 = 32.0041, so 9,950 + 8.428 − 32.0041 = 9,926.4239', () => {
    const account = { crossCollateral: '9950', positions: [{ ...crossBtc, markPrice: '64008.2' }] };
    expect(liveFreeCollateral(account, '0')).toBe('9926.4239');
  });

  it('never below 0', () => {
    expect(liveFreeCollateral({ crossCollateral: '20', positions: [crossBtc] }, '0')).toBe('0');
  });
});
