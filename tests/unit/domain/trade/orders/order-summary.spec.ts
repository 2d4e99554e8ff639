import { num, refusal, type Refusal } from '../../../../../src/domain/shared/refusal';
import Decimal from 'decimal.js';
import type { MarginPosition } from '../../../../../src/domain/trade/orders/margin';
import type { FormRequest } from '../../../../../src/domain/trade/orders/order-form';
import { orderSummary, validateForm, type SummaryContext } from '../../../../../src/domain/trade/orders/order-summary';
import type { TradingRules } from '../../../../../src/domain/trade/orders/trading-rules';

const ETH: TradingRules = {
  symbol: 'SPOT_ETH_USDT',
  quoteTick: '0.01',
  baseTick: '0.01',
  quoteMin: '0.01',
  quoteMax: '100000',
  baseMin: '0.01',
  baseMax: '1000',
  minNotional: '10',
  bidCapRatio: '1.1',
  bidFloorRatio: '0.9',
  askCapRatio: '1.1',
  askFloorRatio: '0.9',
};
const BTC_PERP: TradingRules = {
  symbol: 'PERP_BTC_USDT',
  quoteTick: '0.1',
  baseTick: '0.001',
  quoteMin: '1',
  quoteMax: '1000000',
  baseMin: '0.001',
  baseMax: '100',
  minNotional: '10',
  bidCapRatio: '1.03',
  bidFloorRatio: '0.97',
  askCapRatio: '1.03',
  askFloorRatio: '0.97',
};
const wallet: Record<string, string> = { USDT: '500', ETH: '3' };
const SPOT: SummaryContext = {
  rules: ETH,
  feeRates: { makerFee: '2', takerFee: '5' },
  midPrice: '99.5',
  asks: [
    { price: '100', quantity: '1' },
    { price: '101', quantity: '2' },
    { price: '102', quantity: '5' },
  ],
  bids: [
    { price: '99', quantity: '1' },
    { price: '98', quantity: '2' },
    { price: '90', quantity: '5' },
    { price: '80', quantity: '10' },
  ],
  available: (token) => wallet[token] ?? '0',
};
const order = (o: Partial<Extract<FormRequest, { kind: 'order' }>['order']>): FormRequest => ({
  kind: 'order',
  order: { symbol: 'SPOT_ETH_USDT', side: 'BUY', type: 'LIMIT', ...o },
});
const two = (v: string | undefined) => (v === undefined ? undefined : new Decimal(v).toDecimalPlaces(6).toString());

describe('the live summary (maker 2 bp, taker 5 bp; mid 99.5)', () => {
  it('limit buy 2 at 100: value 200, maker fee 200 × 0.0002 = 0.04 USDT', () => {
    expect(orderSummary(order({ price: '100', quantity: '2' }), true, SPOT)).toEqual({
      value: '200',
      fee: '0.04',
      feeAsset: 'USDT',
      maker: true,
      market: undefined,
    });
  });
  it.each([
    [
      'buy 2.5: 100 + 1.5 × 101 = 251.5, avg 100.6, slippage 1.1 / 99.5',
      { side: 'BUY', quantity: '2.5' },
      '251.5',
      '100.6',
      '0.011055',
      'ok',
      true,
    ],
    [
      'sell 3: 99 + 196 = 295, avg 98.333…, slippage 1.1667 / 99.5',
      { side: 'SELL', quantity: '3' },
      '295',
      '98.333333',
      '0.011725',
      'ok',
      true,
    ],
    [
      'sell 8: 99 + 196 + 450 = 745, avg 93.125, slippage 6.375 / 99.5 warns',
      { side: 'SELL', quantity: '8' },
      '745',
      '93.125',
      '0.064070',
      'warn',
      true,
    ],
    [
      'sell 18: 745 + 800 = 1545, avg 85.8333, slippage 13.6667 / 99.5 refuses',
      { side: 'SELL', quantity: '18' },
      '1545',
      '85.833333',
      '0.137353',
      'refuse',
      true,
    ],
    [
      'buy 10 against 8 visible: avg 812 / 8 = 101.5, slippage 2 / 99.5 = 0.0201005…, incomplete warns',
      { side: 'BUY', quantity: '10' },
      '812',
      '101.5',
      '0.020100',
      'warn',
      false,
    ],
  ] as const)('market %s', (_name, o, value, avg, slip, verdict, complete) => {
    const s = orderSummary(order({ type: 'MARKET', ...o }), false, SPOT);
    expect(s.value).toBe(value);
    expect(s.fee).toBe(new Decimal(value).times('0.0005').toString());
    expect(two(s.market?.averagePrice)).toBe(avg);
    expect(s.market?.slippage && new Decimal(s.market.slippage).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed(6)).toBe(slip);
    expect(s.market?.verdict).toBe(verdict);
    expect(s.market?.complete).toBe(complete);
  });
  it('market buy by amount 250: value 250, taker fee 0.125', () => {
    const s = orderSummary(order({ type: 'MARKET', amount: '250' }), false, SPOT);
    expect([s.value, s.fee]).toEqual(['250', '0.125']);
  });
});

describe('perpetual margin and liquidation after the order (10×, maintenance 0.5 %, collateral 1000 USDT)', () => {
  const perp = (positions: readonly MarginPosition[]): SummaryContext => ({
    rules: BTC_PERP,
    feeRates: { makerFee: '2', takerFee: '5' },
    midPrice: '50000',
    asks: [],
    bids: [],
    available: () => '0',
    perp: { account: { collateral: '1000', positions }, freeCollateral: '1000', leverage: '10', maintenanceMarginRatio: '0.005' },
  });
  const perpOrder = (side: 'BUY' | 'SELL', reduceOnly = false): FormRequest => ({
    kind: 'order',
    order: { symbol: 'PERP_BTC_USDT', side, type: 'LIMIT', price: '50000', quantity: '0.1', ...(reduceOnly ? { reduceOnly } : {}) },
  });
  const round = (v: string | undefined) => (v === undefined ? undefined : new Decimal(v).toDecimalPlaces(2).toString());

  it('long 0.1 at 50000 from flat: margin 500; liq (5000 − 1000) / (0.1 − 0.0005) = 40201.01', () => {
    const s = orderSummary(perpOrder('BUY'), true, perp([]));
    expect(s.margin).toBe('500');
    expect(round(s.liquidationPrice)).toBe('40201.01');
  });
  it('short 0.1 at 50000 from flat: liq (−5000 − 1000) / (−0.1 − 0.0005) = 59701.49', () => {
    expect(round(orderSummary(perpOrder('SELL'), true, perp([])).liquidationPrice)).toBe('59701.49');
  });
  it('adding 0.1 at 50000 to a long 0.1 at 40000: avg 45000, liq (9000 − 1000) / 0.199 = 40201.01', () => {
    const long = {
      symbol: 'PERP_BTC_USDT',
      holding: '0.1',
      averageOpenPrice: '40000',
      markPrice: '45000',
      leverage: '10',
      maintenanceMarginRatio: '0.005',
    };
    expect(round(orderSummary(perpOrder('BUY'), true, perp([long])).liquidationPrice)).toBe('40201.01');
  });
  it('reduce-only closing the long needs no margin and leaves nothing to liquidate', () => {
    const long = {
      symbol: 'PERP_BTC_USDT',
      holding: '0.1',
      averageOpenPrice: '40000',
      markPrice: '45000',
      leverage: '10',
      maintenanceMarginRatio: '0.005',
    };
    const s = orderSummary(perpOrder('SELL', true), true, perp([long]));
    expect(s.margin).toBe('0');
    expect(s.liquidationPrice).toBeUndefined();
  });
  it('margin beyond the free collateral is refused with -1101 (500 needed, 400 free); reduce-only is not', () => {
    const ctx = perp([]);
    const tight = { ...ctx, perp: { ...ctx.perp!, freeCollateral: '400' } };
    expect(validateForm(perpOrder('BUY'), tight)).toEqual({
      code: -1101,
      field: 'quantity',
      refusal: refusal('order.insufficient', { asset: 'USDT', required: num('500'), available: num('400') }),
      limit: '400',
    });
    expect(validateForm(perpOrder('SELL', true), tight)).toBeUndefined();
  });
});

describe("client checks give the server's code, field and message (USDT 500, ETH 3 available)", () => {
  it.each<[string, FormRequest, number, string, Refusal]>([
    ['price off the tick', order({ price: '100.005', quantity: '1' }), -1103, 'price', refusal('order.priceTick', { tick: num('0.01') })],
    [
      'quantity off the step',
      order({ price: '100', quantity: '1.005' }),
      -1104,
      'quantity',
      refusal('order.quantityStep', { step: num('0.01') }),
    ],
    [
      'quantity over the maximum',
      order({ price: '100', quantity: '2000' }),
      -1008,
      'quantity',
      refusal('order.quantityAboveMax', { max: num('1000') }),
    ],
    [
      'value under the minimum: 100 × 0.05 = 5',
      order({ price: '100', quantity: '0.05' }),
      -1102,
      'total',
      refusal('order.notionalBelowMin', { min: num('10') }),
    ],
    [
      'price over mid × 1.1 = 109.45',
      order({ price: '110', quantity: '1' }),
      -1105,
      'price',
      refusal('order.priceTooHigh', { percent: num('10') }),
    ],
    [
      'buy 6 at 100 = 600 USDT over 500',
      order({ price: '100', quantity: '6' }),
      -1101,
      'quantity',
      refusal('order.insufficient', { asset: 'USDT', required: num('600'), available: num('500') }),
    ],
    [
      'sell 4 ETH over 3',
      order({ side: 'SELL', price: '100', quantity: '4' }),
      -1101,
      'quantity',
      refusal('order.insufficient', { asset: 'ETH', required: num('4'), available: num('3') }),
    ],
    [
      'market buy of 600 USDT over 500',
      order({ type: 'MARKET', amount: '600' }),
      -1101,
      'amount',
      refusal('order.insufficient', { asset: 'USDT', required: num('600'), available: num('500') }),
    ],
  ])('%s', (_name, request, code, field, why) => {
    expect(validateForm(request, SPOT)).toEqual(expect.objectContaining({ code, field, refusal: why }));
  });
  it.each<[string, FormRequest, number, string, Refusal]>([
    [
      'stop without a trigger',
      { kind: 'algo', order: { symbol: 'SPOT_ETH_USDT', side: 'BUY', algoType: 'STOP', type: 'MARKET', triggerPrice: '', quantity: '1' } },
      -1005,
      'triggerPrice',
      refusal('order.triggerNotPositive'),
    ],
    [
      'trigger off the tick',
      {
        kind: 'algo',
        order: {
          symbol: 'SPOT_ETH_USDT',
          side: 'BUY',
          algoType: 'STOP',
          type: 'LIMIT',
          triggerPrice: '100.001',
          price: '100',
          quantity: '1',
        },
      },
      -1103,
      'triggerPrice',
      refusal('order.triggerTick', { tick: { decimal: '0.01' } }),
    ],
    // 0.05 % typed = 0.0005 < 0.001; the limits are 0.001 × 100 = 0.1 % and 0.05 × 100 = 5 %
    [
      'callback under 0.1 %',
      {
        kind: 'algo',
        order: {
          symbol: 'SPOT_ETH_USDT',
          side: 'BUY',
          algoType: 'TRAILING_STOP',
          type: 'MARKET',
          triggerPrice: '',
          callbackRate: '0.0005',
          quantity: '1',
        },
      },
      -1005,
      'callbackRate',
      refusal('order.callbackRateRange', { min: { decimal: '0.1' }, max: { decimal: '5' } }),
    ],
  ])('a check of the form alone: %s (a code the view translates)', (_name, request, code, field, expected) => {
    expect(validateForm(request, SPOT)).toEqual(expect.objectContaining({ code, field, refusal: expected }));
  });
  it.each<[string, FormRequest, string]>([
    ['an empty form', order({ price: '', quantity: '' }), 'price'],
    ['a size without a price', order({ price: '', quantity: '1' }), 'price'],
    ['a price without a size', order({ price: '100', quantity: '' }), 'quantity'],
    ['a malformed size', order({ price: '100', quantity: '1..2' }), 'quantity'],
    ['an empty market buy by amount', order({ type: 'MARKET', amount: '' }), 'amount'],
  ])('%s is refused with -1005 on its field (and nothing throws)', (_name, request, field) => {
    expect(validateForm(request, SPOT)).toEqual(expect.objectContaining({ code: -1005, field }));
  });
  it('a buy of 2 at 100 passes, and so does a stop-market buy of 1 triggered at 101', () => {
    expect(validateForm(order({ price: '100', quantity: '2' }), SPOT)).toBeUndefined();
    expect(
      validateForm(
        {
          kind: 'algo',
          order: { symbol: 'SPOT_ETH_USDT', side: 'BUY', algoType: 'STOP', type: 'MARKET', triggerPrice: '101', quantity: '1' },
        },
        SPOT,
      ),
    ).toBeUndefined();
  });
});
