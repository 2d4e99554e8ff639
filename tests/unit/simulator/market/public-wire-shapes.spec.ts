import type { RunningSimulator } from '../../../../simulator/server';
import { recorded, type RecordedAnswer } from '../../../support/recordings';
import { shapeDifferences } from '../../../support/wire-shape';
import { call, testSimulator } from '../support/simulator-fixture';

/**
 * The simulator's public v3 answers against the real exchange's recordings (shared/reference/woo-real-responses.json):
 * the same keys at every level and the same JSON types, envelope included, asked with the recording's own query.
 */
const PUBLIC_CALLS = [
  '/v3/public/futures',
  '/v3/public/fundingRate',
  '/v3/public/fundingRateHistory',
  '/v3/public/instruments',
  '/v3/public/orderbook',
  '/v3/public/marketTrades',
  '/v3/public/klineHistory',
  '/v3/public/systemInfo',
];

const query = (r: RecordedAnswer) => {
  const q = new URLSearchParams(r.query ?? {}).toString();
  return q === '' ? '' : `?${q}`;
};

describe('public v3 calls in the recorded shapes', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());

  for (const path of PUBLIC_CALLS) {
    for (const r of recorded('GET', path)) {
      it(`${path}${query(r)} (${r.ccxtMethod}: ${r.description})`, async () => {
        const response = await call(sim, `/api${path}${query(r)}`);
        expect(response.statusCode).toBe(200);
        expect(shapeDifferences(r.response, response.json())).toEqual([]);
      });
    }
  }

  it('futures: one row per perpetual, or the one asked for; prices, rates and 24 h figures as plain decimal strings', async () => {
    const all = (await call(sim, '/api/v3/public/futures')).json().data.rows;
    expect(all.length).toBeGreaterThan(10);
    expect(all.every((r: { symbol: string }) => r.symbol.startsWith('PERP_'))).toBe(true);
    const [btc] = (await call(sim, '/api/v3/public/futures?symbol=PERP_BTC_USDT')).json().data.rows;
    expect(btc.symbol).toBe('PERP_BTC_USDT');
    for (const key of [
      'indexPrice',
      'markPrice',
      'estFundingRate',
      'lastFundingRate',
      'openInterest',
      '24hOpen',
      '24hClose',
      '24hHigh',
      '24hLow',
      '24hVolume',
      '24hAmount',
    ]) {
      expect(btc[key]).toMatch(/^-?\d+(\.\d+)?$/);
    }
    expect(btc.nextFundingTime % (8 * 3600 * 1000)).toBe(0);
    expect((await call(sim, '/api/v3/public/futures?symbol=PERP_NOPE_USDT')).json()).toMatchObject({ success: false, code: -1005 });
    expect((await call(sim, '/api/v3/public/futures?symbol=SPOT_BTC_USDT')).statusCode).toBe(400);
  });

  it('fundingRate: the estimate is stamped now, the last settlement one 8 h period before the next', async () => {
    const [row] = (await call(sim, '/api/v3/public/fundingRate?symbol=PERP_ETH_USDT')).json().data.rows;
    expect(row).toMatchObject({ symbol: 'PERP_ETH_USDT', lastFundingIntervalHours: 8, estFundingIntervalHours: 8 });
    expect(row.nextFundingTime - row.lastFundingRateTimestamp).toBe(8 * 3600 * 1000);
    expect(row.estFundingRate).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it('fundingRateHistory: 25 a page by default, newest first, 8 h apart, startTime/endTime bound the window', async () => {
    const first = (await call(sim, '/api/v3/public/fundingRateHistory?symbol=PERP_BTC_USDT')).json().data;
    expect(first.meta).toEqual({ total: 270, recordsPerPage: 25, currentPage: 1 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0].fundingRateTimestamp - first.rows[1].fundingRateTimestamp).toBe(8 * 3600 * 1000);
    expect(first.rows[0].nextFundingTime - first.rows[0].fundingRateTimestamp).toBe(8 * 3600 * 1000);
    const newest = first.rows[0].fundingRateTimestamp;
    const window = (
      await call(sim, `/api/v3/public/fundingRateHistory?symbol=PERP_BTC_USDT&startTime=${newest - 16 * 3600 * 1000}&endTime=${newest}`)
    ).json().data;
    expect(window.meta.total).toBe(3);
    expect(window.rows.map((r: { fundingRateTimestamp: number }) => r.fundingRateTimestamp)).toEqual([
      newest,
      newest - 8 * 3600 * 1000,
      newest - 16 * 3600 * 1000,
    ]);
    expect(window.rows.map((r: { fundingRate: string }) => r.fundingRate)).toEqual(
      first.rows.slice(0, 3).map((r: { fundingRate: string }) => r.fundingRate),
    );
    expect(Number(window.rows[0].markPrice)).toBeGreaterThan(0);
  });

  it('instruments: the recorded field set; a buy capped above, a sell floored below, the other bounds null', async () => {
    const [btc] = (await call(sim, '/api/v3/public/instruments?symbol=SPOT_BTC_USDT')).json().data.rows;
    expect(btc).toEqual({
      symbol: 'SPOT_BTC_USDT',
      status: 'TRADING',
      baseAsset: 'BTC',
      baseAssetMultiplier: 1,
      quoteAsset: 'USDT',
      quoteMin: '0',
      quoteMax: '10000000',
      quoteTick: '0.1',
      baseMin: '0.0001',
      baseMax: '100',
      baseTick: '0.00001',
      minNotional: '10',
      bidCapRatio: '1.1',
      bidFloorRatio: null,
      askCapRatio: null,
      askFloorRatio: '0.9',
      orderMode: 'NORMAL',
      impactNotional: null,
      isAllowedRpi: false,
      tickGranularity: null,
    });
  });
});

describe('public v3 calls in the older wire periods', () => {
  let sim: RunningSimulator;
  afterEach(() => sim.close());

  it('2025-10: every scalar a string, the envelope timestamp too', async () => {
    sim = await testSimulator({ wirePeriod: '2025-10' });
    const [r] = recorded('GET', '/v3/public/fundingRate', /fetchFundingRate$/);
    const body = (await call(sim, '/api/v3/public/fundingRate?symbol=PERP_BTC_USDT')).json();
    expect(shapeDifferences(r.response, body, { looseScalars: true })).toEqual([]);
    expect(typeof body.timestamp).toBe('string');
    expect(typeof body.data.rows[0].nextFundingTime).toBe('string');
    expect(body.data.rows[0].lastFundingIntervalHours).toBe('8');
  });

  it('2025-07: public data unchanged (decimals in strings, times in integer milliseconds)', async () => {
    sim = await testSimulator({ wirePeriod: '2025-07' });
    for (const r of recorded('GET', '/v3/public/marketTrades')) {
      const body = (await call(sim, `/api/v3/public/marketTrades${query(r)}`)).json();
      expect(shapeDifferences(r.response, body)).toEqual([]);
      expect(Number.isInteger(body.data.rows[0].executedTimestamp)).toBe(true);
    }
  });
});
