import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { RunningSimulator } from '../../../../simulator/server';
import { testSimulator } from '../support/simulator-fixture';

/**
 * CCXT (an independent reading of the real API) as the client of the simulator's public calls: its parsers accept
 * the answers and read the figures the simulator sent. CCXT runs in a node child (its package is an ES module with
 * ES-only dependencies, which jest's CommonJS runtime cannot load); the child prints what CCXT made of each call.
 */
const CHILD = `
const { default: ccxt } = await import(${JSON.stringify(resolve(__dirname, '../../../../node_modules/ccxt/js/ccxt.js'))});
const api = process.argv[1];
const woo = new ccxt.woo({ urls: { api: { pub: api, public: api, private: api } } });
const out = {};
out.currencies = await woo.fetchCurrencies();
out.rate = await woo.fetchFundingRate('BTC/USDT:USDT');
out.history = await woo.fetchFundingRateHistory('BTC/USDT:USDT');
out.ticker = await woo.fetchTicker('BTC/USDT:USDT');
out.book = await woo.fetchOrderBook('BTC/USDT', 5);
out.trades = await woo.fetchTrades('BTC/USDT', undefined, 3);
out.candles = await woo.fetchOHLCV('BTC/USDT', '1h', undefined, 2);
out.status = await woo.fetchStatus();
process.stdout.write(JSON.stringify(out));
`;

describe('CCXT reads the simulator public calls', () => {
  let sim: RunningSimulator;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- CCXT's structures, as JSON
  let read: any;
  beforeAll(async () => {
    sim = await testSimulator();
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', CHILD, `${sim.url}/api`], { timeout: 60_000 });
    read = JSON.parse(stdout);
  }, 90_000);
  afterAll(() => sim.close());

  it('fetchCurrencies: USDT on three networks, the suspended one closed, fees and minimums from token_network', () => {
    const usdt = read.currencies.USDT;
    expect(Object.keys(usdt.networks).sort()).toEqual(['ERC20', 'SOL', 'TRC20']);
    expect(usdt.networks.TRC20).toMatchObject({ id: 'TRON', currencyNetworkId: 'TRON_USDT', deposit: true, withdraw: true, fee: 1, precision: 0.000001, limits: { withdraw: { min: 10 } } });
    expect(usdt.networks.SOL).toMatchObject({ deposit: false, withdraw: false });
    expect(read.currencies.BTC.networks.BTC).toMatchObject({ currencyNetworkId: 'BTC', fee: 0.0002, precision: 0.00000001 });
  });

  it('fetchFundingRate, fetchFundingRateHistory and fetchTicker of a perpetual', () => {
    expect(read.rate.symbol).toBe('BTC/USDT:USDT');
    expect(read.rate.interval).toBe('8h');
    expect(read.rate.fundingTimestamp % (8 * 3600 * 1000)).toBe(0);
    expect(read.history).toHaveLength(25);
    expect(read.history[1].timestamp - read.history[0].timestamp).toBe(8 * 3600 * 1000);
    expect(read.ticker.symbol).toBe('BTC/USDT:USDT');
    expect(read.ticker.markPrice).toBeGreaterThan(0);
    expect(read.ticker.high).toBeGreaterThanOrEqual(read.ticker.low);
  });

  it('fetchOrderBook, fetchTrades, fetchOHLCV and fetchStatus of the spot market', () => {
    expect(read.book.bids).toHaveLength(5);
    expect(read.book.bids[0][0]).toBeLessThan(read.book.asks[0][0]);
    expect(read.trades).toHaveLength(3);
    expect(read.trades[0].price).toBeGreaterThan(0);
    expect(read.candles).toHaveLength(2);
    expect(read.candles[1][0] - read.candles[0][0]).toBe(3600 * 1000);
    expect(read.status.status).toBe('ok');
  });
});
