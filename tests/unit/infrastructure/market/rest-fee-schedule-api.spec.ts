import { ApiClient } from '../../../../src/infrastructure/http/api-client';
import { RestFeeScheduleApi } from '../../../../src/infrastructure/market/rest-fee-schedule-api.adapter';
import { FakeExchangeHttp } from '../../../fakes/fake-exchange-http';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';

function setup() {
  const http = new FakeExchangeHttp();
  const warnings: string[] = [];
  const client = new ApiClient({ baseUrl: 'http://127.0.0.1/api', adapter: http.adapter }, new FakeSessionCredentials(), {
    execute: () => undefined,
  });
  const logger = { debug() {}, info() {}, warn: (message: string) => warnings.push(message), error() {} };
  return { http, warnings, api: new RestFeeScheduleApi(client, logger) };
}

describe('fee schedule adapter (/tradingfee/symbol_group/{type}/symbols)', () => {
  it('reads fees sent as numbers or as strings (as the real tradingFee call sends them), in basis points', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/tradingfee/symbol_group/SPOT/symbols', {
      rows: [{ symbolGroup: 'SPOT_DEFAULT', makerFee: 2, takerFee: 5, symbols: ['SPOT_BTC_USDT', 'SPOT_ETH_USDT'] }],
    });
    http.succeed('GET', '/tradingfee/symbol_group/PERP/symbols', {
      rows: [{ symbolGroup: 'PERP_DEFAULT', makerFee: '-0.5', takerFee: '4.5', symbols: ['PERP_BTC_USDT'] }],
    });
    expect(await api.feeGroups('SPOT')).toEqual({
      ok: true,
      value: [
        {
          marketType: 'SPOT',
          symbolGroup: 'SPOT_DEFAULT',
          makerFeeBps: '2',
          takerFeeBps: '5',
          symbols: ['SPOT_BTC_USDT', 'SPOT_ETH_USDT'],
        },
      ],
    });
    expect(await api.feeGroups('PERP')).toEqual({
      ok: true,
      value: [{ marketType: 'PERP', symbolGroup: 'PERP_DEFAULT', makerFeeBps: '-0.5', takerFeeBps: '4.5', symbols: ['PERP_BTC_USDT'] }],
    });
  });

  it('keeps the readable groups and names the unreadable one in a warning', async () => {
    const { http, api, warnings } = setup();
    http.succeed('GET', '/tradingfee/symbol_group/SPOT/symbols', {
      rows: [
        { symbolGroup: 'SPOT_DEFAULT', makerFee: 2, takerFee: 5, symbols: [] },
        { symbolGroup: 'SPOT_VIP', makerFee: 'free', takerFee: 5, symbols: [] },
      ],
    });
    const result = await api.feeGroups('SPOT');
    expect(result.ok && result.value.map((g) => g.symbolGroup)).toEqual(['SPOT_DEFAULT']);
    expect(warnings).toEqual(['GET /tradingfee/symbol_group/SPOT/symbols: row rows.1.makerFee could not be read (not a decimal)']);
  });
});
