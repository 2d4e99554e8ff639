import { encodeForPeriod } from '../../../simulator/http/wire-period';
import { RestAlgoOrderApi } from '../../../src/infrastructure/member-trading/rest-algo-order-api.adapter';
import { RestPerpHistoryApi } from '../../../src/infrastructure/member-trading/rest-perp-history-api.adapter';
import { RestTradingApi } from '../../../src/infrastructure/member-trading/rest-trading-api.adapter';
import { recorded, type RecordedAnswer } from '../../support/recordings';
import { signedInClient } from '../../support/signed-in-client';

/**
 * The real exchange's recorded answers (shared/reference/woo-real-responses.json) through the real adapters (a real
 * ApiClient over a stubbed transport), as recorded and re-encoded as the 2025-10 period wrote them (every number a
 * string). The expected domain values are read off the recordings by hand.
 */
const AS_RECORDED = (r: RecordedAnswer) => r.response;
const AS_2025_10 = (r: RecordedAnswer) => encodeForPeriod(r.response, '2025-10', r.path);

describe.each([
  ['as recorded', AS_RECORDED],
  ['re-encoded as 2025-10', AS_2025_10],
] as const)('the trading adapters read the real wire (%s)', (_name, encode) => {
  function setup(recording: RecordedAnswer) {
    const { http, client } = signedInClient();
    http.answerRaw(recording.httpMethod, recording.path, 200, encode(recording));
    const warnings: string[] = [];
    const logger = { debug: () => undefined, info: () => undefined, warn: (m: string) => warnings.push(m), error: () => undefined };
    return {
      http,
      warnings,
      trading: new RestTradingApi(client, logger),
      algo: new RestAlgoOrderApi(client, logger),
      perp: new RestPerpHistoryApi(client, logger),
    };
  }

  it('POST /v3/trade/order: the order id as a string, price and quantity as decimals, amount null', async () => {
    const { trading } = setup(recorded('POST', '/v3/trade/order')[0]);
    const placed = await trading.placeOrder({ symbol: 'PERP_LTC_USDT', side: 'BUY', type: 'LIMIT', price: '60', quantity: '0.1' });
    expect(placed).toEqual({
      ok: true,
      value: { orderId: '60667653330', clientOrderId: '0', type: 'LIMIT', price: '60', quantity: '0.1', amount: null },
    });
  });

  it.each(recorded('GET', '/v3/trade/orders').map((r) => [r.description, r] as const))(
    'GET /v3/trade/orders (%s): a row without updatedTime, created 1752049062.496 s',
    async (_d, recording) => {
      const { trading, warnings } = setup(recording);
      const page = await trading.orders({ symbol: 'SPOT_LTC_USDT', size: 1 });
      expect(page.ok && page.value).toEqual({
        rows: [
          {
            orderId: '60780315704',
            clientOrderId: '0',
            symbol: 'SPOT_LTC_USDT',
            orderTag: 'default',
            side: 'BUY',
            type: 'LIMIT',
            status: 'NEW',
            price: '60',
            quantity: '0.1',
            amount: null,
            executed: '0',
            visible: '0.1',
            averageExecutedPrice: null,
            totalFee: '0',
            feeAsset: 'LTC',
            reduceOnly: false,
            realizedPnl: '0',
            createdTime: 1752049062496,
            positionSide: 'BOTH',
          },
        ],
        total: 11,
        currentPage: 1,
        recordsPerPage: 1,
        unreadable: 0,
      });
      expect(warnings).toEqual([]);
    },
  );

  it('GET /v3/trade/order (by client id): the same order, created 1752049062.441 s', async () => {
    const { trading } = setup(recorded('GET', '/v3/trade/order')[0]);
    const found = await trading.orderByClientId('0');
    expect(
      found.ok &&
        found.value && [
          found.value.orderId,
          found.value.price,
          found.value.status,
          found.value.createdTime,
          found.value.averageExecutedPrice,
        ],
    ).toEqual(['60780315704', '60', 'NEW', 1752049062441, null]);
  });

  it('GET /v3/trade/transactionHistory: fee 0.0001, executed at 1752055173.630 s, isMaker 0', async () => {
    const { trading } = setup(recorded('GET', '/v3/trade/transactionHistory')[0]);
    const page = await trading.fills({ symbol: 'SPOT_LTC_USDT', size: 1 });
    expect(page.ok && page.value.rows).toEqual([
      {
        id: '1734947821',
        symbol: 'SPOT_LTC_USDT',
        orderId: '60780383217',
        side: 'BUY',
        executedPrice: '87.86',
        executedQuantity: '0.1',
        fee: '0.0001',
        feeAsset: 'LTC',
        realizedPnl: '0',
        isMaker: false,
        executedTimestamp: 1752055173630,
        orderTag: 'default',
      },
    ]);
  });

  it('PUT and DELETE /v3/trade/order: EDIT_SENT and CANCEL_SENT are success; the id goes as the recorded request sent it', async () => {
    const edit = setup(recorded('PUT', '/v3/trade/order')[0]);
    expect(await edit.trading.amendOrder({ orderId: '81982203662', price: '42157.98', quantity: '0.000044' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(JSON.parse(String(edit.http.requests[0].body))).toEqual({ orderId: '81982203662', price: 42157.98, quantity: 0.000044 });
    const cancel = setup(recorded('DELETE', '/v3/trade/order')[0]);
    expect(await cancel.trading.cancelOrder('SPOT_BTC_USDT', '10376200')).toEqual({ ok: true, value: undefined });
    expect(cancel.http.requests[0].params).toEqual({ symbol: 'SPOT_BTC_USDT', orderId: '10376200' });
  });

  it('POST /v3/trade/algoOrder: the accepted algo order is read (algoOrderId 10361896), not reported as unanswered', async () => {
    const { algo } = setup(recorded('POST', '/v3/trade/algoOrder')[0]);
    const placed = await algo.placeAlgoOrder({
      symbol: 'PERP_LTC_USDT',
      algoType: 'STOP',
      side: 'BUY',
      type: 'LIMIT',
      price: '60',
      quantity: '0.1',
      triggerPrice: '65',
    });
    expect(placed).toEqual({ ok: true, value: { algoOrderId: '10361896', clientOrderId: '0' } });
  });

  it.each(recorded('GET', '/v3/trade/algoOrders').map((r) => [r.description, r] as const))(
    'GET /v3/trade/algoOrders (%s): algo 10399260, a root, created 1752049747.730 s',
    async (_d, recording) => {
      const { algo } = setup(recording);
      const rows = await algo.waitingAlgoOrders();
      expect(rows.ok && rows.value).toEqual([
        {
          algoOrderId: '10399260',
          rootAlgoOrderId: '10399260',
          parentAlgoOrderId: '0',
          symbol: 'SPOT_LTC_USDT',
          algoType: 'TAKE_PROFIT',
          side: 'BUY',
          type: 'LIMIT',
          quantity: '0.1',
          price: '60',
          triggerPrice: '65',
          triggerPriceType: 'MARKET_PRICE',
          isTriggered: false,
          algoStatus: 'NEW',
          reduceOnly: false,
          callbackRate: '0',
          activatedPrice: '0',
          isActivated: true,
          isArmed: true,
          positionSide: 'BOTH',
          reason: '',
          createdTime: 1752049747730,
          updatedTime: 1752049747730,
        },
      ]);
    },
  );

  it.each(recorded('GET', '/v3/futures/positions').map((r) => [r.ccxtMethod, r] as const))(
    'GET /v3/futures/positions (%s): data.positions, holding "0.1", leverage 10',
    async (_d, recording) => {
      const { trading } = setup(recording);
      const positions = await trading.positions();
      expect(positions.ok && positions.value).toEqual([
        {
          symbol: 'PERP_LTC_USDT',
          holding: '0.1',
          pendingLongQty: '0',
          pendingShortQty: '0',
          averageOpenPrice: '96.87',
          markPrice: '96.83793449',
          estLiqPrice: '0',
          pnl24H: '0',
          fee24H: '0.0048435',
          settlePrice: '96.87',
          marginMode: 'CROSS',
          leverage: 10,
          adlQuantile: 2,
          timestamp: 1752500555823,
          positionSide: 'BOTH',
          isolatedMarginAmount: '0',
        },
      ]);
    },
  );

  it('GET /v3/account/info: leverage 0 (per symbol) is valid, no fee rates', async () => {
    const { trading } = setup(recorded('GET', '/v3/account/info')[0]);
    expect(await trading.accountInfo()).toEqual({
      ok: true,
      value: {
        applicationId: '251bf5c4-f3c8-4544-bb8b-80001007c3c0',
        account: 'carlos_jose_lima@yahoo.com',
        accountMode: 'FUTURES',
        positionMode: 'ONE_WAY',
        leverage: 0,
        marginRatio: '10',
        initialMarginRatio: '10',
        maintenanceMarginRatio: '0.03',
        totalCollateral: '165.60282626',
        freeCollateral: '165.60282626',
        totalAccountValue: '167.51599846',
      },
    });
  });

  it('GET /v3/trade/tradingFee: basis points as strings', async () => {
    const { trading } = setup(recorded('GET', '/v3/trade/tradingFee')[0]);
    expect(await trading.tradingFee('PERP_BTC_USDT')).toEqual({ ok: true, value: { makerFee: '2', takerFee: '5' } });
  });

  it('GET /v3/futures/leverage: the LONG side of details', async () => {
    const { trading } = setup(recorded('GET', '/v3/futures/leverage')[0]);
    expect(await trading.leverage('PERP_LTC_USDT')).toEqual({
      ok: true,
      value: { symbol: 'PERP_LTC_USDT', marginMode: 'CROSS', leverage: 10 },
    });
  });

  it('GET /v3/futures/fundingFee/history: a Pay of 9.56021744 is −9.56021744, the rate -1.445e-05 read exactly', async () => {
    const { perp } = setup(recorded('GET', '/v3/futures/fundingFee/history')[0]);
    const page = await perp.fundingPayments({ page: 1, size: 25 });
    expect(page.ok && page.value).toEqual({
      rows: [
        {
          symbol: 'PERP_BTC_USDT',
          fundingRate: '-0.00001445',
          markPrice: '26930.6',
          fundingFee: '-9.56021744',
          paymentType: 'Pay',
          createdTime: 1696060873259,
        },
      ],
      total: 670,
      currentPage: 1,
      recordsPerPage: 25,
      unreadable: 0,
    });
  });
});

describe('an unreadable row is reported, not silently dropped', () => {
  it('counts it on the page and warns with its path', async () => {
    const { http, client } = signedInClient();
    const recording = recorded('GET', '/v3/trade/orders')[0];
    const response = recording.response as { data: { rows: Record<string, unknown>[]; meta: unknown } };
    const broken = { ...response, data: { ...response.data, rows: [...response.data.rows, { ...response.data.rows[0], orderId: 'x' }] } };
    http.answerRaw('GET', '/v3/trade/orders', 200, broken);
    const warnings: string[] = [];
    const api = new RestTradingApi(client, {
      debug: () => undefined,
      info: () => undefined,
      warn: (m: string) => warnings.push(m),
      error: () => undefined,
    });
    const page = await api.orders({});
    expect(page.ok && [page.value.rows.length, page.value.unreadable]).toEqual([1, 1]);
    expect(warnings).toEqual(['GET /v3/trade/orders: row rows.1.orderId could not be read (not an id)']);
  });
});
