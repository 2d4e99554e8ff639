import type { SessionCredentialsPort } from '../../../../src/application/shared/ports/session-credentials.port';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { ApiClient } from '../../../../src/infrastructure/http/api-client';
import { RestAlgoOrderApi } from '../../../../src/infrastructure/member-trading/rest-algo-order-api.adapter';
import { FakeExchangeHttp } from '../../../fakes/fake-exchange-http';

const STOP = {
  symbol: 'SPOT_BTC_USDT',
  side: 'SELL',
  algoType: 'STOP',
  type: 'LIMIT',
  triggerPrice: '29000',
  price: '28900.5',
  quantity: '0.01',
  clientOrderId: '9007199254740991',
} as const;

function setup() {
  const http = new FakeExchangeHttp();
  const observed: ErrorCode[] = [];
  const credentials = { token: () => 'session-token' } as unknown as SessionCredentialsPort;
  const api = new RestAlgoOrderApi(
    new ApiClient({ baseUrl: 'http://exchange.test/api', adapter: http.adapter }, credentials, { execute: (code) => observed.push(code) }),
  );
  return { http, api, observed };
}

describe('RestAlgoOrderApi', () => {
  it('sends the stop with the bearer, decimals and the id as JSON numbers, and reads data.rows[0]', async () => {
    const { http, api } = setup();
    http.succeed('POST', '/v3/trade/algoOrder', {
      rows: [{ algoType: 'STOP', quantity: 0.01, algoOrderId: 77, clientAlgoOrderId: 9007199254740991 }],
    });
    const result = await api.placeAlgoOrder(STOP);
    expect(result).toEqual({ ok: true, value: { algoOrderId: '77', clientOrderId: '9007199254740991' } });
    const request = http.requests[0];
    expect(request.authorization).toBe('Bearer session-token');
    expect(JSON.parse(String(request.body))).toEqual({
      symbol: 'SPOT_BTC_USDT',
      side: 'SELL',
      algoType: 'STOP',
      type: 'LIMIT',
      triggerPrice: 29000,
      price: 28900.5,
      quantity: 0.01,
      clientOrderId: 9007199254740991,
    });
  });

  it("a refusal keeps the exchange's code and message", async () => {
    const { http, api } = setup();
    http.answerRaw('POST', '/v3/trade/algoOrder', 400, {
      success: false,
      code: -1103,
      message: 'Price must be a multiple of the tick size 0.1',
    });
    expect(await api.placeAlgoOrder(STOP)).toEqual({
      ok: false,
      error: { kind: 'refused', code: -1103, message: 'Price must be a multiple of the tick size 0.1', status: 400 },
    });
  });

  it('-1002 reaches the error observer (the session ends)', async () => {
    const { http, api, observed } = setup();
    http.fail('POST', '/v3/trade/algoOrder', -1002);
    await api.placeAlgoOrder(STOP);
    expect(observed).toEqual([ErrorCode.Unauthorized]);
  });

  it.each([
    ['a server error', 502, 'Bad gateway', ErrorCode.ServerError],
    ['a body that is not the envelope', 200, { success: true, data: { rows: [] } }, ErrorCode.InvalidResponse],
  ])('%s is unanswered', async (_name, status, body, error) => {
    const { http, api } = setup();
    http.answerRaw('POST', '/v3/trade/algoOrder', status, body);
    expect(await api.placeAlgoOrder(STOP)).toEqual({ ok: false, error: { kind: 'unanswered', error } });
  });

  it('sends a BRACKET with its TP/SL children as numbers, amends with PUT, cancels with DELETE and lists the waiting ones', async () => {
    const { http, api } = setup();
    http.succeed('POST', '/v3/trade/algoOrder', {
      rows: [
        { algoType: 'BRACKET', quantity: 0.1, algoOrderId: 80, clientAlgoOrderId: 5 },
        { algoType: 'TAKE_PROFIT', quantity: 0, algoOrderId: 81, clientAlgoOrderId: 0 },
        { algoType: 'POSITIONAL_TP_SL', quantity: 0, algoOrderId: 82, clientAlgoOrderId: 0 },
      ],
    });
    const bracket = await api.placeAlgoOrder({
      symbol: 'PERP_BTC_USDT',
      algoType: 'BRACKET',
      side: 'BUY',
      type: 'LIMIT',
      price: '50000',
      quantity: '0.1',
      clientOrderId: '5',
      childOrders: [
        {
          algoType: 'TAKE_PROFIT',
          side: 'SELL',
          type: 'CLOSE_POSITION',
          triggerPrice: '51000',
          triggerPriceType: 'MARK_PRICE',
          reduceOnly: true,
        },
      ],
    });
    expect(bracket).toEqual({ ok: true, value: { algoOrderId: '80', clientOrderId: '5' } });
    expect(JSON.parse(String(http.requests[0].body))).toEqual({
      symbol: 'PERP_BTC_USDT',
      algoType: 'BRACKET',
      side: 'BUY',
      type: 'LIMIT',
      price: 50000,
      quantity: 0.1,
      clientOrderId: 5,
      childOrders: [
        {
          algoType: 'TAKE_PROFIT',
          side: 'SELL',
          type: 'CLOSE_POSITION',
          triggerPrice: 51000,
          triggerPriceType: 'MARK_PRICE',
          reduceOnly: true,
        },
      ],
    });
    http.succeed('PUT', '/v3/trade/algoOrder', { status: 'EDIT_SENT' });
    expect(await api.amendAlgoOrder({ algoOrderId: '81', triggerPrice: '51500.5' })).toEqual({ ok: true, value: undefined });
    expect(JSON.parse(String(http.requests[1].body))).toEqual({ algoOrderId: 81, triggerPrice: 51500.5 });
    http.succeed('DELETE', '/v3/trade/algoOrder', { status: 'CANCEL_SENT' });
    expect((await api.cancelAlgoOrder('PERP_BTC_USDT', '82')).ok).toBe(true);
    expect(http.requests[2].params).toEqual({ symbol: 'PERP_BTC_USDT', orderId: '82' });
    http.succeed('GET', '/v3/trade/algoOrders', {
      rows: [
        {
          algoOrderId: 81,
          rootAlgoOrderId: 80,
          parentAlgoOrderId: 80,
          symbol: 'PERP_BTC_USDT',
          algoType: 'TAKE_PROFIT',
          side: 'SELL',
          quantity: 0.1,
          triggerPrice: 51500.5,
          type: 'CLOSE_POSITION',
          algoStatus: 'NEW',
          createdTime: 1,
        },
      ],
      meta: { total: 1, recordsPerPage: 500, currentPage: 1 },
    });
    const list = await api.waitingAlgoOrders();
    expect(list.ok && list.value[0]).toMatchObject({
      algoOrderId: '81',
      rootAlgoOrderId: '80',
      parentAlgoOrderId: '80',
      triggerPrice: '51500.5',
      quantity: '0.1',
      triggerPriceType: 'MARKET_PRICE',
      isArmed: true,
    });
    expect(http.requests[3].params).toEqual({ status: 'INCOMPLETE', size: 500 });
  });

  it('an amend refused keeps the code and message (the caller snaps back)', async () => {
    const { http, api } = setup();
    http.answerRaw('PUT', '/v3/trade/algoOrder', 400, {
      success: false,
      code: -1005,
      message: 'triggerPrice: the stop-loss of a long must be below the mark price 3000',
    });
    expect(await api.amendAlgoOrder({ algoOrderId: '1', triggerPrice: '3050' })).toEqual({
      ok: false,
      error: {
        kind: 'refused',
        code: -1005,
        message: 'triggerPrice: the stop-loss of a long must be below the mark price 3000',
        status: 400,
      },
    });
  });
});
