import { bracketRequest, planTpSl, positionTpSlRequest } from '../../../../../src/domain/trade/algo/algo-form';
import { callbackFraction } from '../../../../../src/domain/trade/algo/trailing-stop';

const LONG = { side: 'BUY', entryPrice: '50000', quantity: '0.1', leverage: '10', tick: '0.1', triggerPriceType: 'MARK_PRICE' } as const;

describe('TP/SL drafts of the order form (hand-computed)', () => {
  it('TP by 20 % ROE and SL by 33 USDT on a 0.1 long at 50000, 10×', () => {
    const plan = planTpSl({ tp: { by: 'percent', value: '20' }, sl: { by: 'pnl', value: '33' } }, LONG);
    expect(plan.refusal).toBeUndefined();
    expect(plan.tp).toEqual({ triggerPrice: '51000', pnl: '100', roePercent: '20' });
    // 33 / 0.1 = 330 below; margin 500 → −6.6 %
    expect(plan.sl).toEqual({ triggerPrice: '49670', pnl: '-33', roePercent: '-6.6' });
    expect(plan.children).toEqual([
      {
        algoType: 'TAKE_PROFIT',
        side: 'SELL',
        type: 'CLOSE_POSITION',
        triggerPrice: '51000',
        triggerPriceType: 'MARK_PRICE',
        reduceOnly: true,
      },
      {
        algoType: 'STOP_LOSS',
        side: 'SELL',
        type: 'CLOSE_POSITION',
        triggerPrice: '49670',
        triggerPriceType: 'MARK_PRICE',
        reduceOnly: true,
      },
    ]);
  });

  it('SL alone by price on a short; a partial quantity goes on the child', () => {
    const plan = planTpSl({ tp: { by: 'price', value: '' }, sl: { by: 'price', value: '52000' } }, { ...LONG, side: 'SELL' }, '0.05');
    // short 0.1 @ 50000 stopped at 52000: −200 USDT on a 500 margin = −40 %
    expect(plan.sl).toEqual({ triggerPrice: '52000', pnl: '-200', roePercent: '-40' });
    expect(plan.children).toEqual([
      {
        algoType: 'STOP_LOSS',
        side: 'BUY',
        type: 'CLOSE_POSITION',
        triggerPrice: '52000',
        triggerPriceType: 'MARK_PRICE',
        reduceOnly: true,
        quantity: '0.05',
      },
    ]);
  });

  it("refuses a TP below a long's entry, a draft that is not a number and a draft without a size", () => {
    expect(planTpSl({ tp: { by: 'price', value: '49000' } }, LONG).refusal).toEqual({
      field: 'tp',
      refusal: { code: 'tpsl.tpAbove', params: { entry: { decimal: '50000' } } },
    });
    expect(planTpSl({ sl: { by: 'pnl', value: 'abc' } }, LONG).refusal).toEqual({
      field: 'sl',
      refusal: { code: 'tpsl.slNotPositive', params: {} },
    });
    expect(planTpSl({ sl: { by: 'pnl', value: '5' } }, { ...LONG, quantity: undefined }).refusal).toEqual({
      field: 'sl',
      refusal: { code: 'tpsl.slNeedsOrder', params: {} },
    });
  });

  it('builds the BRACKET and POSITIONAL_TP_SL bodies and the callback fraction', () => {
    const children = planTpSl({ tp: { by: 'price', value: '51000' } }, LONG).children;
    expect(bracketRequest({ symbol: 'PERP_BTC_USDT', side: 'BUY', type: 'LIMIT', price: '50000', quantity: '0.1' }, children)).toEqual({
      symbol: 'PERP_BTC_USDT',
      algoType: 'BRACKET',
      side: 'BUY',
      type: 'LIMIT',
      price: '50000',
      quantity: '0.1',
      childOrders: children,
    });
    expect(positionTpSlRequest('PERP_BTC_USDT', children, '0.02')).toEqual({
      symbol: 'PERP_BTC_USDT',
      algoType: 'POSITIONAL_TP_SL',
      quantity: '0.02',
      childOrders: children,
    });
    expect([callbackFraction('1.5'), callbackFraction('0.1'), callbackFraction('x')]).toEqual(['0.015', '0.001', undefined]);
  });
});
