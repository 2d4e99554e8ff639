import { ApiClient } from '../../../../src/infrastructure/http/api-client';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { RestTradingApi } from '../../../../src/infrastructure/member-trading/rest-trading-api.adapter';
import { FakeExchangeHttp } from '../../../fakes/fake-exchange-http';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';
import { signedInClient } from '../../../support/signed-in-client';

function setup(timeoutMs?: number) {
  const { http, client } = signedInClient({ timeoutMs });
  return { http, api: new RestTradingApi(client) };
}

const wireOrder = {
  orderId: 11,
  clientOrderId: 123456789,
  symbol: 'SPOT_BTC_USDT',
  orderTag: 'default',
  side: 'BUY',
  quantity: 0.0123,
  amount: null,
  type: 'LIMIT',
  status: 'PARTIAL_FILLED',
  price: 60000.5,
  executed: 0.001,
  visible: 0.0123,
  averageExecutedPrice: 60000.5,
  totalFee: 0.0000005,
  feeAsset: 'BTC',
  totalRebate: 0,
  rebateAsset: 'USDT',
  reduceOnly: false,
  createdTime: 1700000000000,
  realizedPnl: null,
  positionSide: 'BOTH',
  bidAskLevel: null,
};

describe('RestTradingApi', () => {
  it('places an order with the bearer, decimals and the client id as JSON numbers, and reads the answer as decimal strings', async () => {
    const { http, api } = setup();
    http.succeed('POST', '/v3/trade/order', {
      orderId: 5,
      clientOrderId: 42,
      type: 'LIMIT',
      price: 60000.1,
      quantity: 0.001,
      amount: null,
    });
    const result = await api.placeOrder({
      symbol: 'SPOT_BTC_USDT',
      side: 'BUY',
      type: 'LIMIT',
      price: '60000.1',
      quantity: '0.001',
      clientOrderId: '42',
    });
    expect(result).toEqual({
      ok: true,
      value: { orderId: '5', clientOrderId: '42', type: 'LIMIT', price: '60000.1', quantity: '0.001', amount: null },
    });
    const request = http.requests[0]!;
    expect(request.authorization).toBe('Bearer session-token');
    expect(JSON.parse(request.body as string)).toEqual({
      symbol: 'SPOT_BTC_USDT',
      side: 'BUY',
      type: 'LIMIT',
      price: 60000.1,
      quantity: 0.001,
      clientOrderId: 42,
    });
  });

  it('keeps the exchange refusal: code, message and HTTP status', async () => {
    const { http, api } = setup();
    http.answerRaw('POST', '/v3/trade/order', 400, {
      success: false,
      code: -1103,
      message: 'Price must be a multiple of the tick size 0.1',
    });
    expect(await api.placeOrder({ symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', price: '1.05', quantity: '1' })).toEqual({
      ok: false,
      error: { kind: 'refused', code: -1103, message: 'Price must be a multiple of the tick size 0.1', status: 400 },
    });
    http.answerRaw('POST', '/v3/trade/order', 429, { success: false, code: -1003, message: 'Too many orders: 5 a second per symbol' });
    const limited = await api.placeOrder({ symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: '1' });
    expect(limited).toEqual({
      ok: false,
      error: { kind: 'refused', code: -1003, message: 'Too many orders: 5 a second per symbol', status: 429 },
    });
  });

  it.each([
    ['a 500 with an envelope', 500, { success: false, code: -1000, message: 'boom' }, ErrorCode.Unknown],
    ['a 502 without a body', 502, undefined, ErrorCode.ServerError],
    ['a 200 with a body that is not an order', 200, { success: true, data: { orderId: 'x' } }, ErrorCode.InvalidResponse],
    ['a 200 that is not the envelope', 200, '<html>', ErrorCode.InvalidResponse],
  ])('maps %s to unanswered', async (_name, status, body, error) => {
    const { http, api } = setup();
    http.answerRaw('POST', '/v3/trade/order', status, body);
    expect(await api.placeOrder({ symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: '1' })).toEqual({
      ok: false,
      error: { kind: 'unanswered', error },
    });
  });

  it('maps a timeout to unanswered (the order may have been taken: reconcile by client id)', async () => {
    jest.useFakeTimers();
    try {
      const never: FakeExchangeHttp['adapter'] = () => new Promise(() => undefined);
      const client = new ApiClient({ baseUrl: 'http://x/api', adapter: never, timeoutMs: 10_000 }, new FakeSessionCredentials(), {
        execute: () => undefined,
      });
      const pending = new RestTradingApi(client).cancelAll();
      await jest.advanceTimersByTimeAsync(10_001);
      expect(await pending).toEqual({ ok: false, error: { kind: 'unanswered', error: ErrorCode.NetworkUnavailable } });
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads paged order rows as decimal strings and sends the filters', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/v3/trade/orders', { rows: [wireOrder], meta: { total: 1, recordsPerPage: 25, currentPage: 1 } });
    const result = await api.orders({ symbol: 'SPOT_BTC_USDT', status: 'INCOMPLETE', page: 1, size: 25 });
    expect(result.ok && result.value).toEqual({
      total: 1,
      currentPage: 1,
      recordsPerPage: 25,
      unreadable: 0,
      rows: [
        {
          orderId: '11',
          clientOrderId: '123456789',
          symbol: 'SPOT_BTC_USDT',
          orderTag: 'default',
          side: 'BUY',
          type: 'LIMIT',
          status: 'PARTIAL_FILLED',
          price: '60000.5',
          quantity: '0.0123',
          amount: null,
          executed: '0.001',
          visible: '0.0123',
          averageExecutedPrice: '60000.5',
          totalFee: '0.0000005',
          feeAsset: 'BTC',
          reduceOnly: false,
          realizedPnl: '0',
          createdTime: 1700000000000,
          positionSide: 'BOTH',
        },
      ],
    });
    expect(http.requests[0]!.params).toEqual(expect.objectContaining({ symbol: 'SPOT_BTC_USDT', status: 'INCOMPLETE', page: 1, size: 25 }));
  });

  it('reads the readable rows of a page and counts the malformed one (not silently dropped)', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/v3/trade/orders', {
      rows: [{ ...wireOrder, price: 'NaN' }, wireOrder],
      meta: { total: 2, recordsPerPage: 25, currentPage: 1 },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await api.orders({});
    expect(result.ok && [result.value.rows.map((r) => r.orderId), result.value.unreadable]).toEqual([['11'], 1]);
    expect(warn).toHaveBeenCalledWith(
      'GET /v3/trade/orders: row rows.0.price could not be read (not a decimal)',
      expect.objectContaining({ index: 0 }),
    );
    warn.mockRestore();
  });

  it('refuses an answer that is not a page at all as unreadable', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/v3/trade/orders', { rows: 'x' });
    expect(await api.orders({})).toEqual({ ok: false, error: { kind: 'unanswered', error: ErrorCode.InvalidResponse } });
  });

  it('reads fills, balances (available = holding − frozen when absent), positions, account info and fee rates', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/v3/trade/transactionHistory', {
      rows: [
        {
          id: 3,
          symbol: 'PERP_BTC_USDT',
          orderId: 11,
          executedPrice: 61000,
          executedQuantity: 0.002,
          fee: 0.061,
          feeAsset: 'USDT',
          realizedPnl: -1.5,
          side: 'SELL',
          executedTimestamp: 1700000000200,
          isMaker: 0,
        },
      ],
      meta: { total: 1, recordsPerPage: 25, currentPage: 1 },
    });
    http.succeed('GET', '/v3/asset/balances', {
      holding: [{ token: 'USDT', holding: 10000.1, frozen: 600.05, staked: 0, updatedTime: 1700000000005 }],
    });
    http.succeed('GET', '/v3/futures/positions', {
      positions: [
        {
          symbol: 'PERP_BTC_USDT',
          holding: '-0.5',
          averageOpenPrice: '60000',
          markPrice: '61000',
          estLiqPrice: '70000',
          leverage: 10,
          timestamp: 6,
        },
      ],
    });
    http.succeed('GET', '/v3/account/info', {
      applicationId: 'a',
      account: 'me',
      accountMode: 'FUTURES',
      positionMode: 'ONE_WAY',
      leverage: 10,
      marginRatio: '1.5',
      initialMarginRatio: '0.1',
      maintenanceMarginRatio: '0.005',
      totalCollateral: '10000',
      freeCollateral: '7000',
      totalAccountValue: '9500',
    });
    http.succeed('GET', '/v3/trade/tradingFee', { symbol: 'SPOT_BTC_USDT', takerFee: '5', makerFee: '2' });
    const fills = await api.fills({});
    expect(fills.ok && fills.value.rows[0]).toEqual({
      id: '3',
      symbol: 'PERP_BTC_USDT',
      orderId: '11',
      side: 'SELL',
      executedPrice: '61000',
      executedQuantity: '0.002',
      fee: '0.061',
      feeAsset: 'USDT',
      realizedPnl: '-1.5',
      isMaker: false,
      executedTimestamp: 1700000000200,
    });
    expect(await api.balances()).toEqual({
      ok: true,
      value: [{ token: 'USDT', holding: '10000.1', frozen: '600.05', availableBalance: '9400.05', timestamp: 1700000000005 }],
    });
    const positions = await api.positions();
    expect(positions.ok && positions.value[0]).toEqual(
      expect.objectContaining({ symbol: 'PERP_BTC_USDT', holding: '-0.5', estLiqPrice: '70000', marginMode: 'CROSS', pendingLongQty: '0' }),
    );
    const info = await api.accountInfo();
    expect(info.ok && info.value).toEqual(
      expect.objectContaining({ marginRatio: '1.5', maintenanceMarginRatio: '0.005', freeCollateral: '7000' }),
    );
    expect(await api.tradingFee('SPOT_BTC_USDT')).toEqual({ ok: true, value: { makerFee: '2', takerFee: '5' } });
  });

  it('amends, cancels and cancels all with the documented shapes', async () => {
    const { http, api } = setup();
    http.succeed('PUT', '/v3/trade/order', { status: 'EDIT_SENT' });
    http.succeed('DELETE', '/v3/trade/order', { status: 'CANCEL_SENT' });
    http.succeed('DELETE', '/v3/trade/orders', { status: 'CANCEL_ALL_SENT' });
    expect(await api.amendOrder({ orderId: '11', price: '59000.5' })).toEqual({ ok: true, value: undefined });
    expect(await api.cancelOrder('SPOT_BTC_USDT', '11')).toEqual({ ok: true, value: undefined });
    expect(await api.cancelAll('SPOT_BTC_USDT')).toEqual({ ok: true, value: undefined });
    expect(JSON.parse(http.requests[0]!.body as string)).toEqual({ orderId: '11', price: 59000.5 });
    expect(http.requests[1]!.params).toEqual({ symbol: 'SPOT_BTC_USDT', orderId: '11' });
    expect(http.requests[2]!.params).toEqual({ symbol: 'SPOT_BTC_USDT' });
  });

  it('finds an order by client id, and answers none for -1006', async () => {
    const { http, api } = setup();
    http.succeedFor('GET', '/v3/trade/order', { clientOrderId: '42' }, { ...wireOrder, clientOrderId: 42 });
    const found = await api.orderByClientId('42');
    expect(found.ok && found.value?.orderId).toBe('11');
    http.answerRaw('GET', '/v3/trade/order', 400, { success: false, code: -1006, message: 'order not found' });
    expect(await api.orderByClientId('43')).toEqual({ ok: true, value: undefined });
  });
});
