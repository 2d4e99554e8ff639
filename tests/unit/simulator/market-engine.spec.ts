import { createMarket } from '../../../simulator/market/create-market';
import { buildInstruments } from '../../../simulator/market/instruments';
import { MarketEngine } from '../../../simulator/market/market-engine';
import { mulberry32, seedFrom } from '../../../simulator/market/prng';
import { quoteBbos, step } from '../../../simulator/market/step';
import { decimalsOf, isOnTick, roundToTick } from '../../../simulator/market/tick-math';
import { tickerRows } from '../../../simulator/market/views';

const T0 = 1_700_000_000_000;

function run(seed: number, steps: number, bbosPerStep = 0) {
  const engine = new MarketEngine(seed, T0);
  for (let i = 1; i <= steps; i += 1) {
    engine.advance(T0 + i * 1000);
    engine.quoteBbos(bbosPerStep);
  }
  return engine;
}

describe('market engine', () => {
  it('is deterministic for a seed', () => {
    expect(run(42, 20).tickers()).toEqual(run(42, 20).tickers());
    expect(run(42, 20).tickers()).not.toEqual(run(43, 20).tickers());
  });

  it('keeps the price path whatever the clock and the number of bbo updates', () => {
    const a = new MarketEngine(7, T0);
    const b = new MarketEngine(7, T0 + 5_000);
    for (let i = 0; i < 10; i += 1) {
      a.advance(T0 + i * 1000);
      b.advance(T0 + i * 37);
      b.quoteBbos(50);
    }
    const closes = (engine: MarketEngine) => engine.tickers().map((t) => [t.symbol, t.close, t.volume, t.count]);
    expect(closes(a)).toEqual(closes(b));
  });

  it('rounds every price to the quote tick and every size to the base tick', () => {
    const state0 = createMarket(buildInstruments(), mulberry32(seedFrom('ticks')), T0);
    let state = state0;
    const rng = mulberry32(9);
    for (let i = 0; i < 30; i += 1) state = quoteBbos(step(state, rng, T0 + i * 1000), rng, 100).state;
    state.instruments.forEach((instrument, i) => {
      const s = state.symbols[i];
      for (const price of [s.open, s.close, s.high, s.low, s.bid, s.ask]) {
        expect(isOnTick(price, instrument.quoteTick)).toBe(true);
        expect(String(price)).toBe(String(roundToTick(price, instrument.quoteTick)));
      }
      for (const size of [s.volume, s.bidSize, s.askSize]) expect(isOnTick(size, instrument.baseTick)).toBe(true);
      expect(s.bid).toBeLessThan(s.ask);
      expect(s.low).toBeLessThanOrEqual(s.close);
      expect(s.high).toBeGreaterThanOrEqual(s.close);
      expect(s.bid).toBeGreaterThan(0);
    });
  });

  it('serialises tidy numbers (no float artefacts)', () => {
    const engine = run(3, 10, 200);
    const json = JSON.stringify([engine.tickers(), engine.totals(), engine.quoteBbos(500), engine.futures(T0)]);
    expect(json).not.toMatch(/\d\.\d*(0000000|9999999)\d/);
  });

  it('produces ticker rows with the protocol fields and plausible values', () => {
    const rows = tickerRows(createMarket(buildInstruments(), mulberry32(1), T0));
    const btc = rows.find((r) => r.symbol === 'SPOT_BTC_USDT');
    expect(Object.keys(btc ?? {})).toEqual([
      'symbol',
      'open',
      'close',
      'high',
      'low',
      'volume',
      'amount',
      'aggregatedAmount',
      'aggregatedQuantity',
      'count',
      'lastTradeTs',
    ]);
    expect(btc?.close).toBeGreaterThan(40000);
    expect(btc?.close).toBeLessThan(100000);
    const woo = rows.find((r) => r.symbol === 'SPOT_WOO_USDT');
    expect(woo?.close).toBeGreaterThan(0.07);
    expect(woo?.close).toBeLessThan(0.11);
    expect(decimalsOf(0.00001)).toBe(5);
  });

  it('sums totals per market type', () => {
    const engine = run(5, 2);
    const totals = engine.totals();
    expect(totals.map((t) => t.type)).toEqual(['SPOT', 'PERP']);
    const spotCount = engine
      .tickers()
      .filter((t) => t.symbol.startsWith('SPOT_'))
      .reduce((n, t) => n + t.count, 0);
    expect(totals[0].count).toBe(spotCount);
    expect(totals[1].amount).toBeGreaterThan(0);
  });

  it('answers bbo updates for random known symbols', () => {
    const engine = run(11, 1);
    const updates = engine.quoteBbos(25);
    expect(updates).toHaveLength(25);
    for (const u of updates) {
      expect(engine.has(u.symbol)).toBe(true);
      expect(Object.keys(u)).toEqual(['symbol', 'ask', 'askSize', 'bid', 'bidSize']);
      expect(u.bid).toBeLessThan(u.ask);
    }
  });
});
