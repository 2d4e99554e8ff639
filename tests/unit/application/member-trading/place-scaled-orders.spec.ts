import { PlaceScaledOrders } from '../../../../src/application/member-trading/place-scaled-orders.use-case';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { FakeTradingApi } from '../../../fakes/trade/fake-trading-api';

describe('PlaceScaledOrders: each child refused in words the view can show', () => {
  const children = [
    { price: '100', quantity: '1' },
    { price: '99', quantity: '1' },
  ];

  it('a child that never got an answer is the code order.noAnswer (the view translates it); an exchange refusal keeps its words', async () => {
    const api = new FakeTradingApi();
    api.failNext('placeOrder', { kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
    const outcome = await new PlaceScaledOrders(api).execute({ symbol: 'SPOT_ETH_USDT', side: 'BUY' }, children);
    expect(outcome).toEqual({
      placed: 1,
      total: 2,
      refusals: [{ index: 0, price: '100', quantity: '1', refusal: { code: 'order.noAnswer', params: {} } }],
    });
  });

  it("the exchange's refusal is its code and message", async () => {
    const api = new FakeTradingApi();
    api.failNext('placeOrder', { kind: 'refused', code: -1103, message: 'Price must be a multiple of the tick size 0.1', status: 400 });
    const outcome = await new PlaceScaledOrders(api).execute({ symbol: 'SPOT_ETH_USDT', side: 'BUY' }, children);
    expect(outcome?.refusals).toEqual([
      { index: 0, price: '100', quantity: '1', code: -1103, message: 'Price must be a multiple of the tick size 0.1' },
    ]);
  });
});
