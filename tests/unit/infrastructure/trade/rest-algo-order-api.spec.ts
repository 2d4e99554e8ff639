import type { SessionCredentialsPort } from '../../../../src/application/shared/ports/session-credentials.port';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { ApiClient } from '../../../../src/infrastructure/http/api-client';
import { RestAlgoOrderApi } from '../../../../src/infrastructure/trade/rest-algo-order-api.adapter';
import { FakeExchangeHttp } from '../../../fakes/fake-exchange-http';

const STOP = { symbol: 'SPOT_BTC_USDT', side: 'SELL', algoType: 'STOP', type: 'LIMIT', triggerPrice: '29000', price: '28900.5', quantity: '0.01', clientOrderId: '9007199254740991' } as const;

function setup() {
  const http = new FakeExchangeHttp();
  const observed: ErrorCode[] = [];
  const credentials = { token: () => 'session-token' } as unknown as SessionCredentialsPort;
  const api = new RestAlgoOrderApi(new ApiClient({ baseUrl: 'http://exchange.test/api', adapter: http.adapter }, credentials, { execute: (code) => observed.push(code) }));
  return { http, api, observed };
}

describe('RestAlgoOrderApi', () => {
  it('sends the stop with the bearer, decimals and the id as JSON numbers, and reads data.rows[0]', async () => {
    const { http, api } = setup();
    http.succeed('POST', '/v3/trade/algoOrder', { rows: [{ orderId: 77, clientOrderId: 9007199254740991, algoType: 'STOP', quantity: 0.01 }] });
    const result = await api.placeAlgoOrder(STOP);
    expect(result).toEqual({ ok: true, value: { algoOrderId: 77, clientOrderId: '9007199254740991' } });
    const request = http.requests[0];
    expect(request.authorization).toBe('Bearer session-token');
    expect(JSON.parse(String(request.body))).toEqual({
      symbol: 'SPOT_BTC_USDT', side: 'SELL', algoType: 'STOP', type: 'LIMIT', triggerPrice: 29000, price: 28900.5, quantity: 0.01, clientOrderId: 9007199254740991,
    });
  });

  it('a refusal keeps the exchange\'s code and message', async () => {
    const { http, api } = setup();
    http.answerRaw('POST', '/v3/trade/algoOrder', 400, { success: false, code: -1103, message: 'Price must be a multiple of the tick size 0.1' });
    expect(await api.placeAlgoOrder(STOP)).toEqual({ ok: false, error: { kind: 'refused', code: -1103, message: 'Price must be a multiple of the tick size 0.1', status: 400 } });
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
});
