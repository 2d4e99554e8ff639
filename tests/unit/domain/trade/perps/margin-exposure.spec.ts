import type { Position } from '../../../../../src/domain/trade/orders/account';
import type { Order } from '../../../../../src/domain/trade/orders/order';
import { refusal } from '../../../../../src/domain/shared/refusal';
import { marginAdjustment, positionMaxRemovable, symbolExposure } from '../../../../../src/domain/trade/perps/margin-exposure';

const position = (over: Partial<Position>): Position => ({
  symbol: 'PERP_BTC_USDT',
  holding: '0.1',
  pendingLongQty: '0',
  pendingShortQty: '0',
  averageOpenPrice: '50000',
  markPrice: '50000',
  estLiqPrice: '0',
  pnl24H: '0',
  fee24H: '0',
  settlePrice: '50000',
  marginMode: 'ISOLATED',
  leverage: 10,
  timestamp: 0,
  isolatedMarginAmount: '900',
  ...over,
});
const order = (over: Partial<Order>): Order => ({
  orderId: '1',
  clientOrderId: 'c1',
  symbol: 'PERP_BTC_USDT',
  orderTag: '',
  side: 'BUY',
  type: 'LIMIT',
  status: 'NEW',
  price: '40000',
  quantity: '0.5',
  amount: null,
  executed: '0.2',
  visible: '0.3',
  averageExecutedPrice: null,
  totalFee: '0',
  feeAsset: 'USDT',
  reduceOnly: false,
  realizedPnl: '0',
  createdTime: 0,
  ...over,
});

describe("a symbol's exposure", () => {
  it('adds |holding| × mark of each position and price × what is left of each open order', () => {
    // short 0.1 at mark 50000 = 5000; long 0.02 at 50000 = 1000; order 40000 × (0.5 − 0.2) = 12000 → 18000
    const positions = [position({ holding: '-0.1' }), position({ holding: '0.02', positionSide: 'LONG' })];
    const orders = [order({}), order({ symbol: 'PERP_ETH_USDT' }), order({ status: 'FILLED' }), order({ type: 'MARKET', price: null })];
    expect(symbolExposure('PERP_BTC_USDT', positions, orders).toFixed()).toBe('18000');
  });

  it('is 0 with nothing held or open', () => {
    expect(symbolExposure('PERP_BTC_USDT', [], []).toFixed()).toBe('0');
  });
});

describe('an isolated margin change', () => {
  // 0.1 × 50000 = 5000 notional; initial margin at 10x = 500; 900 − 500 = 400 may be taken out
  const held = position({});

  it('may take out what is above the initial margin at the mark', () => {
    expect(positionMaxRemovable(held)).toBe('400');
  });

  it.each([
    ['ADD', '0', refusal('margin.adjustNotPositive')],
    ['ADD', 'abc', refusal('margin.adjustNotPositive')],
    ['REDUCE', '400.01', refusal('margin.aboveRemovable', { max: { decimal: '400', places: 2 } })],
  ] as const)('%s %s is refused', (action, typed, expected) => {
    expect(marginAdjustment(held, action, typed)).toEqual({ ok: false, refusal: expected });
  });

  it.each([
    ['REDUCE', '400', '400'],
    ['ADD', ' 1000.5 ', '1000.5'],
  ] as const)('%s %j goes as %s', (action, typed, amount) => {
    expect(marginAdjustment(held, action, typed)).toEqual({ ok: true, amount });
  });
});
