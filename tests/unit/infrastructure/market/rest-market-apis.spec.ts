import { ApiClient } from '../../../../src/infrastructure/http/api-client';
import { RestFundingApi } from '../../../../src/infrastructure/market/rest-funding-api.adapter';
import { RestInstrumentApi } from '../../../../src/infrastructure/market/rest-instrument-api.adapter';
import { RestMarketDataApi } from '../../../../src/infrastructure/market/rest-market-data-api.adapter';
import { FakeExchangeHttp } from '../../../fakes/fake-exchange-http';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';

function setup() {
  const http = new FakeExchangeHttp();
  const client = new ApiClient({ baseUrl: 'http://127.0.0.1/api', adapter: http.adapter }, new FakeSessionCredentials(), {
    execute: () => undefined,
  });
  return { http, instruments: new RestInstrumentApi(client), funding: new RestFundingApi(client), data: new RestMarketDataApi(client) };
}

describe('market REST adapters', () => {
  it('maps instrument info to decimal strings, ticks in exponent form included, and leaves invalid rows out', async () => {
    const { http, instruments } = setup();
    http.succeed('GET', '/instrument/v4/public/info', {
      rows: [
        {
          symbol: 'SPOT_PEPE_USDT',
          quote_min: 0,
          quote_max: 1,
          quote_tick: 1e-9,
          base_min: 1,
          base_max: 1e9,
          base_tick: 1,
          min_notional: 10,
          price_range: 0.1,
          is_stable: 0,
        },
        { symbol: 'not a symbol', quote_tick: 0.1 },
      ],
    });
    const result = await instruments.instruments();
    expect(result).toEqual({
      ok: true,
      value: [expect.objectContaining({ symbol: 'SPOT_PEPE_USDT', quoteTick: '0.000000001', isStable: false })],
    });
  });

  it('sorts the layout rows and reads token names', async () => {
    const { http, instruments } = setup();
    http.succeed('GET', '/layout/v4/public/highlight_sorted_symbols', {
      rows: [
        { symbol: 'SPOT_ETH_USDT', sort: 2 },
        { symbol: 'SPOT_BTC_USDT', sort: 1 },
      ],
    });
    http.succeed('GET', '/layout/v4/public/customized_sorted_symbol_groups', {
      rows: [
        { group: 'Meme', sort: 2, symbols: [] },
        { group: 'Layer 1', sort: 1, symbols: ['SPOT_BTC_USDT'] },
      ],
    });
    http.succeed('GET', '/instrument/v4/public/token', {
      rows: [
        {
          token: 'BTC',
          fullname: 'Bitcoin',
          network: 'BTC',
          decimals: 8,
          delisted: false,
          balance_token: 'BTC',
          can_collateral: true,
          can_short: true,
        },
      ],
    });
    const layout = await instruments.layout();
    expect(layout.ok && layout.value.highlights.map((h) => h.symbol)).toEqual(['SPOT_BTC_USDT', 'SPOT_ETH_USDT']);
    expect(layout.ok && layout.value.groups.map((g) => g.group)).toEqual(['Layer 1', 'Meme']);
    const tokens = await instruments.tokens();
    expect(tokens.ok && tokens.value[0].fullname).toBe('Bitcoin');
  });

  it('reads negative funding rates exactly and a paged history with its meta and query', async () => {
    const { http, funding } = setup();
    http.succeed('GET', '/md/v3/public/funding_rates', {
      rows: [
        {
          symbol: 'PERP_BTC_USDT',
          est_funding_rate: -0.00003447,
          est_funding_rate_timestamp: 1,
          last_funding_rate: 0.0001,
          last_funding_rate_timestamp: 2,
          next_funding_time: 3,
        },
      ],
    });
    http.succeed('GET', '/md/v3/public/funding_rate_history', {
      rows: [{ symbol: 'PERP_BTC_USDT', funding_rate: -0.0000123, funding_rate_timestamp: 10, next_funding_time: 20 }],
      meta: { total: 31, recordsPerPage: 25, currentPage: 2 },
    });
    const rates = await funding.fundingRates();
    expect(rates.ok && rates.value[0].estFundingRate).toBe('-0.00003447');
    const page = await funding.fundingRateHistory({ symbol: 'PERP_BTC_USDT', size: 25, page: 2, startT: 5 });
    expect(page).toEqual({
      ok: true,
      value: {
        rows: [{ symbol: 'PERP_BTC_USDT', fundingRate: '-0.0000123', fundingRateTimestamp: 10, nextFundingTime: 20 }],
        total: 31,
        recordsPerPage: 25,
        currentPage: 2,
      },
    });
    expect(http.requests.at(-1)?.params).toEqual({ symbol: 'PERP_BTC_USDT', start_t: 5, end_t: undefined, size: 25, page: 2 });
  });

  it('maps futures and market trades', async () => {
    const { http, data } = setup();
    http.succeed('GET', '/md/v3/public/futures', {
      rows: [
        {
          symbol: 'PERP_BTC_USDT',
          index_price: 56727.31,
          mark_price: 56727.3,
          est_funding_rate: 0.0001,
          last_funding_rate: 0.0001,
          next_funding_time: 1,
          open_interest: 1234.5,
          '24h_open': 1,
          '24h_close': 1,
          '24h_high': 1,
          '24h_low': 1,
          '24h_volume': 89040821.98,
          '24h_amount': 22493062.21,
        },
      ],
    });
    http.succeed('GET', '/md/v3/public/market_trades', {
      rows: [
        { symbol: 'SPOT_BTC_USDT', side: 'SELL', executed_price: 46222.35, executed_quantity: 0.0012, executed_timestamp: 1641241162329 },
      ],
    });
    const futures = await data.futures();
    expect(futures.ok && futures.value[0]).toEqual(
      expect.objectContaining({ markPrice: '56727.3', openInterest: '1234.5', amount24h: '22493062.21' }),
    );
    const trades = await data.marketTrades('SPOT_BTC_USDT', 5);
    expect(trades).toEqual({
      ok: true,
      value: [{ symbol: 'SPOT_BTC_USDT', side: 'SELL', price: '46222.35', quantity: '0.0012', timestamp: 1641241162329 }],
    });
  });
});
