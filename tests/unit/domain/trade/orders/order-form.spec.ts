import {
  buildRequest,
  floorToStep,
  maxQuantity,
  percentOfMax,
  quantityForPercent,
  roundToTick,
  stepPrice,
  tradingRulesOf,
  type OrderFormState,
  type SizingContext,
} from '../../../../../src/domain/trade/orders/order-form';

const base: OrderFormState = {
  symbol: 'SPOT_BTC_USDT',
  side: 'BUY',
  kind: 'LIMIT',
  price: '30000',
  triggerPrice: '',
  size: '0.01',
  sizeUnit: 'base',
  timeInForce: 'GTC',
  reduceOnly: false,
  hidden: false,
};
const RULES = { baseTick: '0.0001' };

describe('sizing by a share of what is available (rounded down to the step 0.0001)', () => {
  const ctx = (over: Partial<SizingContext>): SizingContext => ({
    symbol: 'SPOT_BTC_USDT',
    side: 'BUY',
    price: '30000',
    availableBase: '0',
    availableQuote: '0',
    baseTick: '0.0001',
    ...over,
  });
  it.each([
    ['spot buy 25 % of 1000 USDT at 30000: 250 / 30000 = 0.00833… → 0.0083', 25, ctx({ availableQuote: '1000' }), '0.0083'],
    ['spot buy 100 % of 1000 USDT at 30000: 0.03333… → 0.0333', 100, ctx({ availableQuote: '1000' }), '0.0333'],
    ['spot buy 50 % of 10000 USDT at 50000: 5000 / 50000 = 0.1', 50, ctx({ availableQuote: '10000', price: '50000' }), '0.1'],
    ['spot sell 75 % of 0.12345 BTC = 0.0925875 → 0.0925', 75, ctx({ side: 'SELL', availableBase: '0.12345' }), '0.0925'],
    ['spot sell 100 % of 0.1 BTC, whatever the price', 100, ctx({ side: 'SELL', availableBase: '0.1', price: undefined }), '0.1'],
    [
      'perp 50 %: 1000 free × 10 × 0.5 / 25000 = 0.2',
      50,
      ctx({ symbol: 'PERP_BTC_USDT', freeCollateral: '1000', leverage: '10', price: '25000' }),
      '0.2',
    ],
    [
      'perp 25 %: 333 × 5 × 0.25 / 40000 = 0.01040625 → 0.0104',
      25,
      ctx({ symbol: 'PERP_BTC_USDT', freeCollateral: '333', leverage: '5', price: '40000' }),
      '0.0104',
    ],
    [
      'perp sell uses the collateral too: 1000 × 10 / 50000 = 0.2',
      100,
      ctx({ symbol: 'PERP_BTC_USDT', side: 'SELL', freeCollateral: '1000', leverage: '10', price: '50000' }),
      '0.2',
    ],
    ['a buy without a price has no size', 50, ctx({ availableQuote: '1000', price: '' }), undefined],
  ])('%s', (_name, percent, context, expected) => {
    expect(quantityForPercent(percent, context)).toBe(expected);
  });
  it('Max is 100 %', () => {
    expect(maxQuantity(ctx({ availableQuote: '1000' }))).toBe('0.0333');
  });
  it.each([
    ['0.05', '0.2', 25],
    ['0.3', '0.2', 100],
    ['', '0.2', 0],
    ['0.1', '0', 0],
    ['0.0333', '0.0333', 100],
    ['0.0166', '0.0333', 49],
  ])('the slider shows %s of %s as %s %%', (q, max, pct) => {
    expect(percentOfMax(q, max)).toBe(pct);
  });
});

describe('ticks and steps', () => {
  it.each([
    ['0.0083333', '0.0001', '0.0083'],
    ['0.12345', '0.001', '0.123'],
    ['7', '5', '5'],
    ['7', '0', '7'],
  ])('floorToStep(%s, %s) = %s', (v, step, out) => expect(floorToStep(v, step)).toBe(out));
  it.each([
    ['30000.05', '0.1', '30000.1'],
    ['30000.04', '0.1', '30000'],
    ['12.5', '5', '15'],
  ])('roundToTick(%s, %s) = %s', (v, tick, out) => {
    expect(roundToTick(v, tick)).toBe(out);
  });
  it.each([
    ['30000', '0.1', 1, undefined, '30000.1'],
    ['30000', '0.1', -1, undefined, '29999.9'],
    ['30000.04', '0.1', 1, undefined, '30000.1'],
    ['30000.04', '0.1', -1, undefined, '30000'],
    ['', '0.5', 1, '100.3', '100.5'],
    ['0.1', '0.1', -1, undefined, '0.1'],
    ['', '0.1', 1, undefined, undefined],
  ] as const)('stepPrice(%s, tick %s, %s, fallback %s) = %s', (price, tick, dir, fallback, out) => {
    expect(stepPrice(price, tick, dir, fallback)).toBe(out);
  });
});

describe('the request of the form', () => {
  it.each<[string, Partial<OrderFormState>, object]>([
    ['limit buy', {}, { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', price: '30000', quantity: '0.01' }],
    ['post-only is the POST_ONLY type', { timeInForce: 'POST_ONLY' }, { type: 'POST_ONLY', price: '30000', quantity: '0.01' }],
    ['IOC', { timeInForce: 'IOC' }, { type: 'IOC' }],
    ['FOK', { timeInForce: 'FOK' }, { type: 'FOK' }],
    ['hidden is visibleQuantity 0', { hidden: true }, { type: 'LIMIT', visibleQuantity: '0' }],
    ['size in quote: 300 / 30000 = 0.01', { sizeUnit: 'quote', size: '300' }, { quantity: '0.01' }],
    ['size in quote rounds down: 100 / 30000 → 0.0033', { sizeUnit: 'quote', size: '100' }, { quantity: '0.0033' }],
    ['market buy in quote sends the amount', { kind: 'MARKET', sizeUnit: 'quote', size: '100' }, { type: 'MARKET', amount: '100' }],
    ['market buy in base', { kind: 'MARKET', size: '0.5' }, { type: 'MARKET', quantity: '0.5' }],
    [
      'market sell in quote at the reference 25000: 100 / 25000 = 0.004',
      { kind: 'MARKET', side: 'SELL', sizeUnit: 'quote', size: '100' },
      { type: 'MARKET', side: 'SELL', quantity: '0.004' },
    ],
    ['reduce-only on a perpetual', { symbol: 'PERP_BTC_USDT', reduceOnly: true }, { symbol: 'PERP_BTC_USDT', reduceOnly: true }],
  ])('%s', (_name, change, expected) => {
    const request = buildRequest({ ...base, ...change }, RULES, '25000');
    expect(request.kind).toBe('order');
    expect(request.order).toEqual(expect.objectContaining(expected));
  });
  it('a market order has no price, a GTC limit no visibleQuantity, a spot order no reduce-only', () => {
    const market = buildRequest({ ...base, kind: 'MARKET', reduceOnly: true }, RULES).order;
    expect(market).not.toHaveProperty('price');
    expect(market).not.toHaveProperty('reduceOnly');
    expect(buildRequest(base, RULES).order).not.toHaveProperty('visibleQuantity');
    expect(buildRequest({ ...base, kind: 'MARKET', sizeUnit: 'quote', size: '100' }, RULES).order).not.toHaveProperty('quantity');
  });
  it('a stop-limit goes through the algo call', () => {
    expect(buildRequest({ ...base, kind: 'STOP_LIMIT', triggerPrice: '29000', price: '28900' }, RULES)).toEqual({
      kind: 'algo',
      order: {
        symbol: 'SPOT_BTC_USDT',
        side: 'BUY',
        algoType: 'STOP',
        type: 'LIMIT',
        triggerPrice: '29000',
        price: '28900',
        quantity: '0.01',
      },
    });
  });
  it('a stop-market sized in quote uses the trigger: 100 / 25000 = 0.004', () => {
    expect(
      buildRequest(
        {
          ...base,
          kind: 'STOP_MARKET',
          side: 'SELL',
          triggerPrice: '25000',
          sizeUnit: 'quote',
          size: '100',
          symbol: 'PERP_BTC_USDT',
          reduceOnly: true,
        },
        RULES,
      ),
    ).toEqual({
      kind: 'algo',
      order: {
        symbol: 'PERP_BTC_USDT',
        side: 'SELL',
        algoType: 'STOP',
        type: 'MARKET',
        triggerPrice: '25000',
        quantity: '0.004',
        reduceOnly: true,
      },
    });
  });
});

describe('trading rules of instrument info', () => {
  it.each([
    ['0.1', '1.1', '0.9'],
    ['0.03', '1.03', '0.97'],
  ])('price range %s → cap %s, floor %s', (range, cap, floor) => {
    const rules = tradingRulesOf({
      symbol: 'SPOT_BTC_USDT',
      quoteTick: '0.1',
      baseTick: '0.0001',
      quoteMin: '1',
      quoteMax: '1000000',
      baseMin: '0.0001',
      baseMax: '100',
      minNotional: '10',
      priceRange: range,
      isStable: false,
    });
    expect(rules).toEqual(
      expect.objectContaining({
        bidCapRatio: cap,
        askCapRatio: cap,
        bidFloorRatio: floor,
        askFloorRatio: floor,
        minNotional: '10',
        quoteTick: '0.1',
      }),
    );
  });
});
