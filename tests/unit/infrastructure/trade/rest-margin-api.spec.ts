import { RestPerpInfoApi } from '../../../../src/infrastructure/trade/rest-perp-info-api.adapter';
import { RestTradingApi } from '../../../../src/infrastructure/member-trading/rest-trading-api.adapter';
import { signedInClient } from '../../../support/signed-in-client';

function setup() {
  const { http, client } = signedInClient();
  return { http, api: new RestTradingApi(client), info: new RestPerpInfoApi(client) };
}

describe('RestTradingApi: leverage, margin and position mode', () => {
  it("reads and sets a symbol's leverage and margin mode", async () => {
    const { http, api } = setup();
    http.succeed('GET', '/v3/futures/leverage', {
      symbol: 'PERP_BTC_USDT',
      marginMode: 'CROSS',
      positionMode: 'ONE_WAY',
      details: [
        { positionSide: 'LONG', leverage: 10 },
        { positionSide: 'SHORT', leverage: 10 },
      ],
    });
    expect(await api.leverage('PERP_BTC_USDT')).toEqual({
      ok: true,
      value: { symbol: 'PERP_BTC_USDT', marginMode: 'CROSS', leverage: 10 },
    });
    expect(http.requests[0]!.params).toEqual(expect.objectContaining({ symbol: 'PERP_BTC_USDT' }));
    http.succeed('PUT', '/v3/futures/leverage', { symbol: 'PERP_BTC_USDT', marginMode: 'ISOLATED', leverage: 20 });
    expect(await api.setLeverage({ symbol: 'PERP_BTC_USDT', marginMode: 'ISOLATED', leverage: 20 })).toEqual({
      ok: true,
      value: { symbol: 'PERP_BTC_USDT', marginMode: 'ISOLATED', leverage: 20 },
    });
    expect(JSON.parse(http.requests[1]!.body as string)).toEqual({ symbol: 'PERP_BTC_USDT', marginMode: 'ISOLATED', leverage: 20 });
  });

  it("keeps the exchange's refusal of a leverage change (the shortfall in its message)", async () => {
    const { http, api } = setup();
    http.answerRaw('PUT', '/v3/futures/leverage', 400, {
      success: false,
      code: -1012,
      message: 'leverage: Free collateral is 3950.00 USDT short of the new initial margin',
    });
    expect(await api.setLeverage({ symbol: 'PERP_BTC_USDT', marginMode: 'CROSS', leverage: 1 })).toEqual({
      ok: false,
      error: {
        kind: 'refused',
        code: -1012,
        message: 'leverage: Free collateral is 3950.00 USDT short of the new initial margin',
        status: 400,
      },
    });
  });

  it('switches the position mode and adjusts isolated margin with the amount as a JSON number', async () => {
    const { http, api } = setup();
    http.succeed('PUT', '/v3/futures/positionMode', { positionMode: 'HEDGE_MODE' });
    expect(await api.setPositionMode('HEDGE_MODE')).toEqual({ ok: true, value: 'HEDGE_MODE' });
    http.succeed('POST', '/v3/account/isolatedMargin/margin', {
      symbol: 'PERP_BTC_USDT',
      positionSide: 'LONG',
      isolatedMarginAmount: 900.5,
    });
    expect(await api.adjustIsolatedMargin({ symbol: 'PERP_BTC_USDT', amount: '400.5', action: 'ADD', positionSide: 'LONG' })).toEqual({
      ok: true,
      value: { positionSide: 'LONG', isolatedMarginAmount: '900.5' },
    });
    expect(JSON.parse(http.requests[1]!.body as string)).toEqual({
      symbol: 'PERP_BTC_USDT',
      adjustAmount: 400.5,
      action: 'ADD',
      positionSide: 'LONG',
    });
  });

  it('reads hedge-mode position rows with their side, leverage and isolated margin; one-way rows default to BOTH', async () => {
    const { http, api } = setup();
    const row = { symbol: 'PERP_BTC_USDT', holding: 0.1, averageOpenPrice: 50000, markPrice: 50000, marginMode: 'ISOLATED', leverage: 20 };
    http.succeed('GET', '/v3/futures/positions', {
      positions: [
        { ...row, positionSide: 'LONG', isolatedMarginAmount: 250 },
        { ...row, holding: -0.2, positionSide: 'SHORT', isolatedMarginAmount: 500 },
        { ...row, symbol: 'PERP_ETH_USDT', marginMode: undefined },
      ],
    });
    const result = await api.positions();
    expect(
      result.ok && result.value.map((p) => [p.symbol, p.positionSide, p.marginMode, p.leverage, p.isolatedMarginAmount, p.holding]),
    ).toEqual([
      ['PERP_BTC_USDT', 'LONG', 'ISOLATED', 20, '250', '0.1'],
      ['PERP_BTC_USDT', 'SHORT', 'ISOLATED', 20, '500', '-0.2'],
      ['PERP_ETH_USDT', 'BOTH', 'CROSS', 20, '0', '0.1'],
    ]);
  });

  it('sends positionSide with a hedge-mode order', async () => {
    const { http, api } = setup();
    http.succeed('POST', '/v3/trade/order', { orderId: 5, clientOrderId: 0, type: 'MARKET', price: null, quantity: 0.01, amount: null });
    await api.placeOrder({ symbol: 'PERP_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: '0.01', positionSide: 'LONG' });
    expect(JSON.parse(http.requests[0]!.body as string)).toEqual({
      symbol: 'PERP_BTC_USDT',
      side: 'SELL',
      type: 'MARKET',
      quantity: 0.01,
      positionSide: 'LONG',
    });
  });
});

describe('RestPerpInfoApi', () => {
  it("reads the symbol's leverage tiers, futures multiplier and insurance fund", async () => {
    const { http, info } = setup();
    http.succeed('GET', '/instrument/v4/public/leverageLimitations', {
      rows: [
        {
          symbol: 'PERP_BTC_USDT',
          tiers: [
            { tier: 1, minNotional: 0, maxNotional: 1000000, maxLeverage: 20, initialMarginRatio: 0.05, maintenanceMarginRatio: 0.01 },
            {
              tier: 2,
              minNotional: 1000000,
              maxNotional: 5000000,
              maxLeverage: 20,
              initialMarginRatio: 0.05,
              maintenanceMarginRatio: 0.025,
            },
          ],
        },
      ],
    });
    expect(await info.leverageTiers('PERP_BTC_USDT')).toEqual({
      ok: true,
      value: [
        { maxNotional: '1000000', maxLeverage: 20, maintenanceMarginRatio: '0.01' },
        { maxNotional: '5000000', maxLeverage: 20, maintenanceMarginRatio: '0.025' },
      ],
    });
    http.succeed('GET', '/instrument/v4/public/futures_multiplier_config', {
      rows: [
        { symbol: 'PERP_ETH_USDT', multiplier: 1 },
        { symbol: 'PERP_BTC_USDT', multiplier: 1, baseTick: 0.0001 },
      ],
    });
    http.succeed('GET', '/instrument/v4/public/insuranceFund', {
      rows: [{ symbol: 'PERP_BTC_USDT', token: 'USDT', balance: 125000.5, updatedTime: 1 }],
    });
    expect(await info.extras('PERP_BTC_USDT')).toEqual({
      ok: true,
      value: { multiplier: '1', insuranceFund: { token: 'USDT', balance: '125000.5' } },
    });
  });
});
