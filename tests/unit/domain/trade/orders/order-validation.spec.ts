import { validateOrder } from '../../../../../src/domain/trade/orders/order-validation';
import type { OrderRequest } from '../../../../../src/domain/trade/orders/order';
import type { TradingRules } from '../../../../../src/domain/trade/orders/trading-rules';
import { num, refusal } from '../../../../../src/domain/shared/refusal';
import { englishRefusal } from '../../../../../simulator/http/refusal-english';

const RULES: TradingRules = {
  symbol: 'SPOT_BTC_USDT',
  quoteTick: '0.1',
  baseTick: '0.0001',
  quoteMin: '1',
  quoteMax: '1000000',
  baseMin: '0.0001',
  baseMax: '100',
  minNotional: '10',
  bidCapRatio: '1.05',
  bidFloorRatio: '0.95',
  askCapRatio: '1.05',
  askFloorRatio: '0.95',
};

const limit = (side: 'BUY' | 'SELL', price: string, quantity: string): OrderRequest => ({
  symbol: 'SPOT_BTC_USDT',
  side,
  type: 'LIMIT',
  price,
  quantity,
});

describe('validateOrder (hand-computed cases)', () => {
  it('the exchange words a refusal on the wire in English, its numbers as plain digits', () => {
    const needs = validateOrder(limit('BUY', '50010', '0.01'), RULES, {
      midPrice: '50000',
      funds: { required: '500.1', available: '500', asset: 'USDT' },
    });
    expect(englishRefusal(needs!.refusal)).toBe('Not enough USDT: the order needs 500.1, 500 is available');
    expect(englishRefusal(validateOrder(limit('BUY', '50000.05', '0.01'), RULES)!.refusal)).toBe(
      'Price must be a multiple of the tick size 0.1',
    );
    expect(englishRefusal(validateOrder(limit('BUY', '52500.1', '0.01'), RULES, { midPrice: '50000' })!.refusal)).toBe(
      'Price is 5% too high from the mid price',
    );
  });

  it.each([
    ['price off the 0.1 tick', limit('BUY', '50000.05', '0.01'), {}, -1103, 'price', refusal('order.priceTick', { tick: num('0.1') })],
    [
      'quantity off the 0.0001 step',
      limit('BUY', '50000.1', '0.00015'),
      {},
      -1104,
      'quantity',
      refusal('order.quantityStep', { step: num('0.0001') }),
    ],
    [
      '0.0001 × 50000 = 5 < 10 notional',
      limit('BUY', '50000', '0.0001'),
      {},
      -1102,
      'total',
      refusal('order.notionalBelowMin', { min: num('10') }),
    ],
    ['200 > base max 100', limit('SELL', '50000', '200'), {}, -1008, 'quantity', refusal('order.quantityAboveMax', { max: num('100') })],
    [
      'buy 52500.1 > 50000 × 1.05',
      limit('BUY', '52500.1', '0.01'),
      { midPrice: '50000' },
      -1105,
      'price',
      refusal('order.priceTooHigh', { percent: num('5') }),
    ],
    [
      'sell 47499.9 < 50000 × 0.95',
      limit('SELL', '47499.9', '0.01'),
      { midPrice: '50000' },
      -1105,
      'price',
      refusal('order.priceTooLow', { percent: num('5') }),
    ],
    [
      'needs 500.1 USDT, 500 free',
      limit('BUY', '50010', '0.01'),
      { midPrice: '50000', funds: { required: '500.1', available: '500', asset: 'USDT' } },
      -1101,
      'quantity',
      refusal('order.insufficient', { asset: 'USDT', required: num('500.1'), available: num('500') }),
    ],
    [
      'missing price',
      { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', quantity: '1' } as OrderRequest,
      {},
      -1005,
      'price',
      refusal('order.priceNotPositive'),
    ],
    [
      'market buy of 5 USDT < 10',
      { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', amount: '5' } as OrderRequest,
      {},
      -1102,
      'total',
      refusal('order.notionalBelowMin', { min: num('10') }),
    ],
  ])('%s', (_name, order, context, code, field, why) => {
    expect(validateOrder(order, RULES, context)).toEqual(expect.objectContaining({ code, field, refusal: why }));
  });

  it.each([
    ['buy exactly at the cap 52500.0', limit('BUY', '52500.0', '0.01'), { midPrice: '50000' }],
    ['sell exactly at the floor 47500', limit('SELL', '47500', '0.01'), { midPrice: '50000' }],
    ['0.0002 × 50000 = 10, the minimum', limit('BUY', '50000', '0.0002'), {}],
    ['needs exactly what is free', limit('BUY', '50000', '0.01'), { funds: { required: '500', available: '500', asset: 'USDT' } }],
    [
      'market sell 0.01 at mid 50000 = 500',
      { symbol: 'SPOT_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: '0.01' } as OrderRequest,
      { midPrice: '50000' },
    ],
  ])('accepts: %s', (_name, order, context) => {
    expect(validateOrder(order, RULES, context)).toBeUndefined();
  });
});
