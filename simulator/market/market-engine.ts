import { createMarket } from './create-market';
import { buildInstruments, type Instrument } from './instruments';
import type { BboRow, MarketState, TickerRow, TotalsRow } from './market-state';
import { deriveSeed, mulberry32, type Rng } from './prng';
import { quoteBbos, step } from './step';
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

  futures(now: number) {
    return this.state.instruments.flatMap((instrument, i) =>
      instrument.type === 'PERP' ? [futuresRow(this.state, i, now)] : [],
    );
  }
}
