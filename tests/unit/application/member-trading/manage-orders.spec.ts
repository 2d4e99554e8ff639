import { ManageOrders } from '../../../../src/application/member-trading/manage-orders.use-case';
import type { TradingRules } from '../../../../src/domain/trade/orders/trading-rules';
import { FakeTradingApi, orderRow } from '../../../fakes/trade/fake-trading-api';

const RULES: TradingRules = {
  symbol: 'SPOT_BTC_USDT',
  quoteTick: '0.1',
  baseTick: '0.0001',
  quoteMin: '1',
  quoteMax: '1000000',
  baseMin: '0.0001',
  baseMax: '100',
  minNotional: '10',
  bidCapRatio: '1',
  bidFloorRatio: '1',
  askCapRatio: '1',
  askFloorRatio: '1',
};

function position(holding: string) {
  return {
    symbol: 'PERP_BTC_USDT',
    holding,
    pendingLongQty: '0',
    pendingShortQty: '0',
    averageOpenPrice: '60000',
    markPrice: '61000',
    estLiqPrice: '0',
    pnl24H: '0',
    fee24H: '0',
    settlePrice: '0',
    marginMode: 'CROSS' as const,
    leverage: 10,
    timestamp: 0,
  };
}

describe('ManageOrders', () => {
  it('checks an amend with the form rules before sending it', async () => {
    const api = new FakeTradingApi();
    const manage = new ManageOrders(api);
    const order = orderRow({ orderId: '4', price: '60000', quantity: '0.01' });
    expect(await manage.amend(order, { quantity: '0.00015' }, RULES)).toEqual({
      ok: false,
      error: { kind: 'invalid', refusal: expect.objectContaining({ code: -1104, field: 'quantity', limit: '0.0001' }) },
    });
    // 0.0001 × 60,000 = 6 USDT < 10 USDT minimum
    expect(await manage.amend(order, { quantity: '0.0001' }, RULES)).toEqual({
      ok: false,
      error: { kind: 'invalid', refusal: expect.objectContaining({ code: -1102, limit: '10' }) },
    });
    expect(api.count('amendOrder')).toBe(0);
    expect(await manage.amend(order, { price: ' 59000.5 ' }, RULES)).toEqual({ ok: true, value: undefined });
    expect(api.calls.at(-1)?.args).toEqual([{ orderId: '4', price: '59000.5', quantity: undefined }]);
  });

  it('asks the trade password before an amend as before placing: cancelled sends nothing; a refusal for it asks again next time', async () => {
    const api = new FakeTradingApi();
    const asked: string[] = [];
    let answer = false;
    const manage = new ManageOrders(api, {
      clearToOrder: () => false,
      beforeOrder: async () => {
        asked.push('ask');
        return answer;
      },
      refused: () => asked.push('refused'),
    });
    const order = orderRow({ orderId: '4', price: '60000', quantity: '0.01' });
    expect(await manage.amend(order, { price: '59000' }, RULES)).toEqual({ ok: false, error: { kind: 'cancelled' } });
    expect(api.count('amendOrder')).toBe(0);
    answer = true;
    expect(await manage.amend(order, { price: '59000' }, RULES)).toEqual({ ok: true, value: undefined });
    expect(api.calls.at(-1)?.args).toEqual([{ orderId: '4', price: '59000', quantity: undefined }]);
    expect(asked).toEqual(['ask', 'ask']);
  });

  it('refuses a new size at or below what already filled', async () => {
    const manage = new ManageOrders(new FakeTradingApi());
    const order = orderRow({ orderId: '4', price: '60000', quantity: '0.01', executed: '0.004', status: 'PARTIAL_FILLED' });
    const result = await manage.amend(order, { quantity: '0.004' }, RULES);
    expect(!result.ok && result.error.kind === 'invalid' && result.error.refusal.refusal).toEqual({
      code: 'order.quantityNotAboveFilled',
      params: { filled: { decimal: '0.004' } },
    });
  });

  it.each([
    ['0.25', 'SELL', '0.25'],
    ['-1.5', 'BUY', '1.5'],
  ] as const)('closes a %s position with a reduce-only market %s of %s', async (holding, side, quantity) => {
    const api = new FakeTradingApi();
    expect(await new ManageOrders(api).closePosition(position(holding))).toEqual({ ok: true, value: undefined });
    expect(api.calls.at(-1)).toEqual({
      method: 'placeOrder',
      args: [{ symbol: 'PERP_BTC_USDT', side, type: 'MARKET', quantity, reduceOnly: true, clientOrderId: undefined }],
    });
  });

  it('sends nothing to close a flat position', async () => {
    const api = new FakeTradingApi();
    await new ManageOrders(api).closePosition(position('0'));
    expect(api.count('placeOrder')).toBe(0);
  });
});
