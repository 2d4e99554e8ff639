import type { RunningSimulator } from '../../../../simulator/server';
import { call, testSimulator } from '../support/simulator-fixture';

describe('simulator market REST calls', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator({ bboRate: 0 });
  });
  afterAll(() => sim.close());

  it('answers funding rates for every perpetual', async () => {
    const rows = (await call(sim, '/api/md/v3/public/funding_rates')).json().data.rows;
    expect(rows.length).toBe(150);
    expect(Object.keys(rows[0]).sort()).toEqual([
      'est_funding_rate',
      'est_funding_rate_timestamp',
      'last_funding_rate',
      'last_funding_rate_timestamp',
      'next_funding_time',
      'symbol',
    ]);
  });

  it('pages the funding history, newest first, the same rows on every call', async () => {
    const page1 = (await call(sim, '/api/md/v3/public/funding_rate_history?symbol=PERP_BTC_USDT&size=100&page=1')).json().data;
    const page3 = (await call(sim, '/api/md/v3/public/funding_rate_history?symbol=PERP_BTC_USDT&size=100&page=3')).json().data;
    expect(page1.meta).toEqual({ total: 270, recordsPerPage: 100, currentPage: 1 });
    expect(page1.rows).toHaveLength(100);
    expect(page3.rows).toHaveLength(70);
    expect(page1.rows[0].funding_rate_timestamp).toBeGreaterThan(page1.rows[1].funding_rate_timestamp);
    const again = (await call(sim, '/api/md/v3/public/funding_rate_history?symbol=PERP_BTC_USDT&size=100&page=1')).json().data;
    expect(again.rows).toEqual(page1.rows);
  });

  it('refuses a spot symbol for funding history and a bad size', async () => {
    expect((await call(sim, '/api/md/v3/public/funding_rate_history?symbol=SPOT_BTC_USDT')).json().code).toBe(-1005);
    expect((await call(sim, '/api/md/v3/public/funding_rate_history?symbol=PERP_BTC_USDT&size=0')).statusCode).toBe(400);
  });

  it('answers tokens and market trades in the real shapes', async () => {
    const tokens = (await call(sim, '/api/instrument/v4/public/token')).json().data.rows;
    expect(tokens.find((t: { balance_token: string }) => t.balance_token === 'BTC')?.fullname).toBe('Bitcoin');
    const trades = (await call(sim, '/api/md/v3/public/market_trades?symbol=SPOT_BTC_USDT&limit=5')).json().data.rows;
    expect(trades).toHaveLength(5);
    expect(Object.keys(trades[0]).sort()).toEqual(['executed_price', 'executed_quantity', 'executed_timestamp', 'side', 'symbol']);
  });
});
