import Decimal from 'decimal.js';
import { ApiError } from '../../../simulator/http/api-error';
import { MarketEngine } from '../../../simulator/market/market-engine';
import { AlgoOrders, type AlgoPlaceInput } from '../../../simulator/trading/algo-orders';
import type { AlgoRecord } from '../../../simulator/trading/algo-records';
import { MemoryTradingRepository } from '../../../simulator/trading/records';
import { TradingEngine } from '../../../simulator/trading/trading-engine';
import { worldPart, type ExchangeWorld } from '../../support/world';

export const TRADER = 7;

/**
 * One scenario's exchange: the simulator's market and trading engines in memory on a scenario clock, with the algo
 * orders after each book step. The mark price is fixed by the engine's override and the last price by a stand-in for
 * the market's close, so a scenario moves either exactly.
 */
export class AlgoExchange {
  now = 1_700_000_000_000;
  readonly market = new MarketEngine(42, this.now);
  readonly trading = new TradingEngine(this.market, new MemoryTradingRepository(), { clock: () => this.now });
  readonly algos = new AlgoOrders(this.trading);
  symbol = 'PERP_BTC_USDT';
  last: string | undefined;
  /** The scenario's algo order (the last placed) and refusal. */
  current: AlgoRecord | undefined;
  refusal: ApiError | undefined;

  constructor() {
    const close = this.market.symbolState.bind(this.market);
    this.market.symbolState = (symbol: string) => {
      const state = close(symbol);
      return state && symbol === this.symbol && this.last !== undefined ? { ...state, close: Number(this.last) } : state;
    };
  }

  async start(price: string): Promise<void> {
    await this.trading.start();
    this.algos.start();
    this.last = price;
    this.trading.markOverrides.set(this.symbol, price);
  }

  /** Book steps of 50 ms, each followed by the algo step. */
  step(n = 1): void {
    for (let i = 0; i < n; i += 1) {
      this.now += 50;
      this.market.advanceBooks(this.now, 50);
    }
  }

  move(reference: 'last' | 'mark', price: string): void {
    if (reference === 'last') this.last = price;
    else this.trading.markOverrides.set(this.symbol, price);
    this.step(1);
  }

  place(input: Omit<AlgoPlaceInput, 'symbol'>): AlgoRecord | undefined {
    try {
      this.current = this.algos.place(TRADER, { symbol: this.symbol, ...input });
      this.refusal = undefined;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      this.refusal = error;
    }
    return this.current;
  }

  children(): AlgoRecord[] {
    return this.current ? this.algos.childrenOf(this.current) : [];
  }

  holding(): string {
    return new Decimal(this.trading.account(TRADER).positions.get(this.symbol)?.holding ?? 0).toFixed();
  }
}

const part = worldPart((): { exchange?: AlgoExchange } => ({}));

export function algoExchange(world: ExchangeWorld): AlgoExchange {
  const w = part(world);
  w.exchange ??= new AlgoExchange();
  return w.exchange;
}
