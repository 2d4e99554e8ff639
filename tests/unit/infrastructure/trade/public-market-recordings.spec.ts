import { encodeForPeriod, WIRE_PERIODS } from '../../../../simulator/http/wire-period';
import { ApiClient } from '../../../../src/infrastructure/http/api-client';
import { RestPublicMarketApi } from '../../../../src/infrastructure/trade/rest-public-market-api.adapter';
import { FakeExchangeHttp } from '../../../fakes/fake-exchange-http';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';
import { recorded } from '../../../support/recordings';

/**
 * The real exchange's recorded public answers (shared/reference/woo-real-responses.json) fed through the app's own
 * adapter (real ApiClient, axios answered by the recording), in the recorded period and re-encoded as every other wire
 * period wrote it: the domain values are the ones read off the recording by hand.
 */
function adapterAnswering(path: string, body: unknown) {
  const http = new FakeExchangeHttp();
  http.answerRaw('GET', path, 200, body);
  const client = new ApiClient({ baseUrl: 'http://127.0.0.1/api', adapter: http.adapter }, new FakeSessionCredentials(), {
    execute: () => undefined,
  });
  return new RestPublicMarketApi(client);
}

describe.each(WIRE_PERIODS)('public market recordings through the adapter, encoded as %s', (period) => {
  const answer = (path: string) => encodeForPeriod(recorded('GET', path)[0].response, period, path);

  it('orderbook (fetchOrderBook): levels as decimal strings, the snapshot time from the envelope', async () => {
    const book = await adapterAnswering('/v3/public/orderbook', answer('/v3/public/orderbook')).orderBook('SPOT_LTC_USDT');
    expect(book).toEqual({
      ok: true,
      value: {
        ts: 1751621356649,
        asks: [{ price: '87.97', quantity: '3.410253' }],
        bids: [{ price: '87.95', quantity: '0.047358' }],
      },
    });
  });

  it('marketTrades (fetchTrades): one SELL print', async () => {
    const trades = await adapterAnswering('/v3/public/marketTrades', answer('/v3/public/marketTrades')).marketTrades('SPOT_BTC_USDT', 1);
    expect(trades).toEqual({
      ok: true,
      value: [{ symbol: 'SPOT_BTC_USDT', price: '108741.01', size: '0.02477', side: 'SELL', ts: 1751513940144 }],
    });
  });

  it('klineHistory (fetchOHLCV): one hourly candle', async () => {
    const candles = await adapterAnswering('/v3/public/klineHistory', answer('/v3/public/klineHistory')).klineHistory(
      'SPOT_BTC_USDT',
      '1h',
      { limit: 1 },
    );
    expect(candles).toEqual({
      ok: true,
      value: [{ start: 1751619600000, open: '108754.44', high: '109068.24', low: '108754.44', close: '108995.4', volume: '19.302362' }],
    });
  });

  it('systemInfo (fetchStatus): status 0 is no maintenance, whatever end time was left over', async () => {
    const status = await adapterAnswering('/v3/public/systemInfo', answer('/v3/public/systemInfo')).systemInfo();
    expect(status).toEqual({
      ok: true,
      value: { maintenance: false, message: 'System is functioning properly.', estimatedEndTime: 1749963600362 },
    });
  });
});
