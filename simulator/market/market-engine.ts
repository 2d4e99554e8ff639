import { createMarket } from './create-market';
import { buildInstruments, type Instrument } from './instruments';
import type { BboRow, MarketState, TickerRow, TotalsRow } from './market-state';
import { deriveSeed, mulberry32, type Rng } from './prng';
import { quoteBbos, step } from './step';
import { marketTrades } from './market-trades';
import { futuresRow, instrumentInfoRow, tickerRow, tickerRows, totals } from './views';

/**
 * Holds the market state and its generators; the pure functions do the work. No timers here:
 * the stream module decides when to advance. Separate generators for the walk and for the bbo
 * noise, so the price path with a seed is the same however many bbo updates were asked for.
 */
export class MarketEngine {
  private state: MarketState;
  private readonly walkRng: Rng;
  private readonly bboRng: Rng;

  constructor(seed: number, now: number, instruments: readonly Instrument[] = buildInstruments()) {
    this.state = createMarket(instruments, mulberry32(deriveSeed(seed, 'open')), now);
    this.walkRng = mulberry32(deriveSeed(seed, 'walk'));
    this.bboRng = mulberry32(deriveSeed(seed, 'bbo'));
  }

  get instruments(): readonly Instrument[] {
    return this.state.instruments;
  }

  get steps(): number {
    return this.state.steps;
  }

  has(symbol: string): boolean {
    return this.state.index.has(symbol);
  }

  advance(now: number): void {
    this.state = step(this.state, this.walkRng, now);
  }

  quoteBbos(count: number): BboRow[] {
    const result = quoteBbos(this.state, this.bboRng, count);
    this.state = result.state;
    return result.updates;
  }

  tickers(): TickerRow[] {
    return tickerRows(this.state);
  }

  ticker(symbol: string): TickerRow | undefined {
    const i = this.state.index.get(symbol);
    return i === undefined ? undefined : tickerRow(this.state, i);
  }

  totals(): TotalsRow[] {
    return totals(this.state);
  }

  instrumentInfo() {
    return this.state.instruments.map(instrumentInfoRow);
  }

  /** `funding_rates` rows: estimated and last funding of every perpetual. */
  fundingRates(now: number) {
    return this.futures(now).map((f) => ({
      symbol: f.symbol,
      est_funding_rate: f.est_funding_rate,
      est_funding_rate_timestamp: now,
      last_funding_rate: f.last_funding_rate,
      last_funding_rate_timestamp: f.next_funding_time - 8 * 3600 * 1000,
      next_funding_time: f.next_funding_time,
    }));
  }

  /** `market_trades` rows around the last price, newest first. */
  marketTrades(symbol: string, limit: number) {
    const i = this.state.index.get(symbol);
    return i === undefined ? [] : marketTrades(this.state, i, limit);
  }

  futures(now: number) {
    return this.state.instruments.flatMap((instrument, i) =>
      instrument.type === 'PERP' ? [futuresRow(this.state, i, now)] : [],
    );
  }
}
